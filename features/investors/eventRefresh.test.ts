// An event leaves the coming ones when it ends, though the calendar page is cached whole until
// content changes: saving an event queues content version moves at its start and end, and the
// jobs queue runs them then. On a real Payload (temporary SQLite) and the site over HTTP with its
// HTML cache, the clock moved past the event's end.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MOVE_CONTENT_VERSION_TASK } from '../../platform/contentVersionAt'
import { runDueJobs } from '../../platform/scheduledJobs'
import { createPage } from '../../platform/seed/create'
import { investorPages } from '../../seed/pages/investors'
import { smallPictureContext } from '../../tests/fixtures/seed'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { serveSite, type Site } from '../../tests/integration/site'
import { seedSite } from '../shell/seed'
import { seedTranslations } from '../translations/seed'

let cms: TestCms
let site: Site

beforeAll(async () => {
  cms = await bootTestPayload()
  const ctx = smallPictureContext(cms.payload)
  await seedTranslations(cms.payload)
  await seedSite(ctx)
  await createPage(
    ctx,
    investorPages.find((page) => page.path === 'investors/calendar')!,
  )
  site = await serveSite(cms.payload)
}, 300_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const HOUR = 60 * 60_000

async function createEvent(title: string, start: Date, end: Date) {
  return cms.payload.create({
    collection: 'events',
    locale: 'en',
    data: { title, kind: 'call', start: start.toISOString(), start_tz: 'Europe/Moscow', end: end.toISOString(), end_tz: 'Europe/Moscow', _status: 'published' },
  })
}

async function queuedMoves(): Promise<string[]> {
  const jobs = await cms.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: MOVE_CONTENT_VERSION_TASK } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    pagination: false,
    overrideAccess: true,
  })
  return jobs.docs.map((job) => new Date(job.waitUntil!).toISOString())
}

/** The calendar page in English, cut into its coming and past parts. */
async function calendar() {
  const reply = await site.get('/investors/calendar', { cookie: 'i18next=en' })
  expect(reply.status).toBe(200)
  const [coming, past = ''] = reply.text.split('event-calendar__past')
  return { coming: coming!, past, cache: reply.headers.get('x-cache') }
}

describe('an event’s time', () => {
  it('queues a move at its start and its end, once however often it is saved, none for a past moment', async () => {
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 5 * HOUR)
    const end = new Date(start.getTime() + HOUR)
    const event = await createEvent('Numbat results call', start, end)
    await cms.payload.update({ collection: 'events', id: event.id, locale: 'ru', data: { title: 'Звонок по результатам «Намбат»' } })
    await cms.payload.update({ collection: 'events', id: event.id, locale: 'en', data: { place: 'Moscow' } })
    const moves = await queuedMoves()
    expect(moves.filter((time) => time === start.toISOString() || time === end.toISOString())).toEqual([start.toISOString(), end.toISOString()])
    // An event entered after it took place changes nothing later.
    const before = moves.length
    await createEvent('Wombat results call', new Date(Date.now() - 3 * HOUR), new Date(Date.now() - 2 * HOUR))
    expect(await queuedMoves()).toHaveLength(before)
  })

  it('moves a cached calendar’s event from coming to past when it ends', async () => {
    const start = new Date(Date.now() + HOUR)
    const end = new Date(start.getTime() + HOUR)
    await createEvent('Quokka investor call', start, end)
    expect((await calendar()).coming).toContain('Quokka investor call')
    // The save moves the version once its transaction is over: the page is kept from then on.
    await expect.poll(async () => (await calendar()).cache).toBe('HIT')
    expect((await calendar()).coming).toContain('Quokka investor call')

    // A minute after the end: until the queue has run, the cache still holds the page as it was.
    vi.useFakeTimers({ toFake: ['Date'], now: end.getTime() + 60_000 })
    const stale = await calendar()
    expect(stale.cache).toBe('HIT')
    expect(stale.coming).toContain('Quokka investor call')

    expect(await runDueJobs(cms.payload)).toBeGreaterThanOrEqual(2)
    const fresh = await calendar()
    expect(fresh.cache).not.toBe('HIT')
    expect(fresh.coming).not.toContain('Quokka investor call')
    expect(fresh.past).toContain('Quokka investor call')
  })
})
