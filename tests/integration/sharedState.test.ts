import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contentVersion } from '../../platform/contentVersion'
import { LIMITS, allow, exceeded, forget, record } from '../../platform/rateLimit'
import { claimJob, runDueJobs } from '../../platform/scheduledJobs'
import { syncContentVersion } from '../../platform/sharedContentVersion'
import { increment, readCounter, removeCounters } from '../../platform/sharedCounters'
import { bootTestPayload, staffUser, type TestCms } from './payload'

// What several server processes must agree on, kept in the database: two Payload instances on
// one SQLite file, each with its own connection, stand for two processes (as Next's copy and the
// site's do inside one). The test over two real servers is tests/integration/twoServers.test.ts.

let cms: TestCms
let first: Payload
let second: Payload

beforeAll(async () => {
  delete process.env.RATE_LIMIT
  cms = await bootTestPayload()
  first = cms.payload
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  second = await getPayload({ config, key: 'second' })
  expect(second).not.toBe(first)
  for (const payload of [first, second]) payload.logger.level = 'warn'
}, 120_000)
afterAll(async () => {
  await second?.destroy()
  await cms?.close()
})

describe('a shared counter', () => {
  it('counts every one of many increments made at once through two instances, each answered once', async () => {
    const key = `test:parallel:${Date.now()}`
    const answers = await Promise.all(Array.from({ length: 400 }, (_, i) => increment(i % 2 ? first : second, key, null)))
    expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1))
    expect(await readCounter(first, key)).toEqual({ count: 400, expiresAt: null })
  })

  it('starts again at 1 once its window has passed', async () => {
    const key = `test:window:${Date.now()}`
    const t = Date.now()
    expect(await increment(first, key, 1000, t)).toBe(1)
    expect(await increment(second, key, 1000, t + 500)).toBe(2)
    expect(await readCounter(first, key, t + 999)).toEqual({ count: 2, expiresAt: t + 1000 })
    expect(await readCounter(first, key, t + 1000)).toBeNull()
    expect(await increment(second, key, 1000, t + 1000)).toBe(1)
    expect(await readCounter(first, key, t + 1001)).toEqual({ count: 1, expiresAt: t + 2000 })
  })

  it('is removed by key or by prefix, "_" and "%" taken literally', async () => {
    for (const key of ['test:rm:a_b|1', 'test:rm:a_b|2', 'test:rm:axb|1', 'test:rm:a%b|1']) await increment(first, key, null)
    await removeCounters(second, 'test:rm:a_b|', { prefix: true })
    await removeCounters(second, 'test:rm:a%b|1')
    expect(await readCounter(first, 'test:rm:a_b|1')).toBeNull()
    expect(await readCounter(first, 'test:rm:a_b|2')).toBeNull()
    expect(await readCounter(first, 'test:rm:a%b|1')).toBeNull()
    expect(await readCounter(first, 'test:rm:axb|1')).toEqual({ count: 1, expiresAt: null })
  })
})

describe('rate limits', () => {
  it('count a client against one budget whichever instance answers', async () => {
    const limit = { max: 3, windowMs: 60_000 }
    const results = []
    for (let i = 0; i < 5; i++) results.push(await allow(i % 2 ? first : second, 'test-shared', '10.0.0.1', limit))
    expect(results).toEqual([true, true, true, false, false])
    // Another client, another action: budgets of their own.
    expect(await allow(first, 'test-shared', '10.0.0.2', limit)).toBe(true)
    expect(await allow(second, 'test-other', '10.0.0.1', limit)).toBe(true)
  })

  it('open again when the window has passed', async () => {
    const limit = { max: 1, windowMs: 300 }
    expect(await allow(first, 'test-window', '10.0.0.3', limit)).toBe(true)
    expect(await allow(second, 'test-window', '10.0.0.3', limit)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(await allow(second, 'test-window', '10.0.0.3', limit)).toBe(true)
  })

  it('see failures recorded by the other instance, until they are forgotten', async () => {
    const limit = LIMITS.staffFailures
    for (let i = 0; i < limit.max; i++) await record(i % 2 ? first : second, 'test-failures', 'someone@example.org|10.0.0.4', limit)
    expect(await exceeded(first, 'test-failures', 'someone@example.org|10.0.0.4', limit)).toBe(true)
    expect(await exceeded(first, 'test-failures', 'someone@example.org|10.0.0.5', limit)).toBe(false)
    await forget(second, 'test-failures', 'someone@example.org|')
    expect(await exceeded(first, 'test-failures', 'someone@example.org|10.0.0.4', limit)).toBe(false)
  })
})

describe('the content version', () => {
  const shared = async () => (await readCounter(first, 'contentVersion'))?.count ?? 0

  it('moves here and in the database when content is written', async () => {
    const before = { local: contentVersion(), shared: await shared() }
    await second.create({ collection: 'pages', data: { title: 'Version', path: `version-${Date.now().toString(36)}` }, overrideAccess: true })
    // At once on SQLite; on MongoDB once the write's transaction has ended.
    await vi.waitFor(async () => {
      expect(contentVersion()).not.toBe(before.local)
      expect(await shared()).toBeGreaterThan(before.shared)
    })
  })

  it('moves here when another process has moved the shared count, and only then', async () => {
    await syncContentVersion(first)
    const before = contentVersion()
    await syncContentVersion(first)
    expect(contentVersion()).toBe(before)
    // Another process's write: the shared count alone moves.
    await increment(second, 'contentVersion', null)
    await syncContentVersion(first)
    expect(contentVersion()).not.toBe(before)
  })
})

describe('scheduled jobs', () => {
  /** A page published once, then edited as a draft: what a scheduled publication publishes. */
  async function draftPage(n: number) {
    const path = `scheduled-${Date.now().toString(36)}-${n}`
    const page = await first.create({ collection: 'pages', data: { title: `Published ${n}`, path, _status: 'published' }, overrideAccess: true })
    await first.update({ collection: 'pages', id: page.id, data: { title: `Scheduled ${n}` }, draft: true, overrideAccess: true })
    return page
  }

  const publishedVersions = async (id: number | string) =>
    (
      await first.findVersions({
        collection: 'pages',
        where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
        overrideAccess: true,
        limit: 100,
      })
    ).totalDocs

  it('are claimed by exactly one of two instances trying at once', async () => {
    const page = await draftPage(0)
    const job = await first.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } } })
    const claims = await Promise.all([claimJob(first, job.id, new Date(0)), claimJob(second, job.id, new Date(0))])
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it('run once each when two instances look for due jobs at the same time', async () => {
    const editor = await staffUser(first, 'editor')
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map(draftPage))
    const before = await Promise.all(pages.map((p) => publishedVersions(p.id)))
    const due = new Date(Date.now() - 1000)
    const jobs = []
    for (const page of pages) {
      jobs.push(
        await first.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'pages', value: page.id }, user: { relationTo: 'users', value: editor.id } },
          waitUntil: due,
        }),
      )
    }
    const [ranFirst, ranSecond] = await Promise.all([runDueJobs(first), runDueJobs(second)])
    expect(ranFirst + ranSecond).toBe(pages.length)

    const after = await Promise.all(pages.map((p) => publishedVersions(p.id)))
    expect(after.map((n, i) => n - before[i]!)).toEqual(pages.map(() => 1))
    for (const [i, page] of pages.entries()) {
      const live = await first.findByID({ collection: 'pages', id: page.id, overrideAccess: false, depth: 0 })
      expect(live.title).toBe(`Scheduled ${i + 1}`)
    }
    for (const job of jobs) {
      const done = await first.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true, depth: 0 })
      expect(done.completedAt).toEqual(expect.any(String))
      expect(done.log?.map((entry) => entry.state)).toEqual(['succeeded'])
    }
    // Nothing is left to run, by either.
    expect(await runDueJobs(second)).toBe(0)
  })

  it('wait for their time', async () => {
    const page = await draftPage(7)
    await first.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 60_000),
      // Apart from the job the claim test left claimed, whose claim lapses meanwhile.
      queue: 'later',
    })
    expect(await runDueJobs(first, new Date(), { queue: 'later' })).toBe(0)
    expect(await runDueJobs(first, new Date(Date.now() + 61_000), { queue: 'later' })).toBe(1)
  })

  it('are taken up soon after the process running one died, never while it lives', async () => {
    // Each in a queue of its own, apart from the other tests' jobs; run by stand-ins.
    const queued = (queue: string) => first.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'pages', value: 0 } }, queue })
    // Claimed by a process that died at once: its claim lapses after 30 seconds.
    const orphan = await queued('lease-orphan')
    expect(await claimJob(first, orphan.id, new Date(0))).toBe(true)
    const run = vi.spyOn(second.jobs, 'runByID').mockResolvedValue(undefined as never)
    // The clock moves on; asking about a later moment instead would not age the claim.
    const claimedAt = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(claimedAt + 20_000)
      expect(await runDueJobs(second, new Date(), { queue: 'lease-orphan' })).toBe(0)
      expect(await runDueJobs(second, new Date(claimedAt + 3_600_000), { queue: 'lease-orphan' })).toBe(0)
      vi.setSystemTime(claimedAt + 31_000)
      expect(await runDueJobs(second, new Date(), { queue: 'lease-orphan' })).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: orphan.id }))

    // A job that runs for minutes: its process renews the claim, and nobody else takes it.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    try {
      const long = await queued('lease-long')
      const job = { started: false, finish: () => {} }
      vi.spyOn(first.jobs, 'runByID').mockImplementation(
        () =>
          new Promise((resolve) => {
            job.started = true
            job.finish = () => resolve(undefined as never)
          }),
      )
      const running = runDueJobs(first, new Date(), { queue: 'lease-long' })
      while (!job.started) await new Promise((resolve) => setTimeout(resolve, 10))
      for (let minute = 0; minute < 3; minute++) {
        await vi.advanceTimersByTimeAsync(60_000)
        expect(await claimJob(second, long.id, new Date(Date.now() - 30_000))).toBe(false)
      }
      job.finish()
      expect(await running).toBe(1)
    } finally {
      vi.useRealTimers()
      vi.restoreAllMocks()
    }
  })
})
