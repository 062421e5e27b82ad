import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetEnv } from '../../common/env.server'
import { build } from '../../scripts/build.mjs'
import { TEST_ADMIN, startProductionServer, waitForServer } from '../../scripts/lib/server.mjs'
import { freePort } from '../../server/testing'
import { makePng } from '../fixtures/png'
import { paragraphs } from '../fixtures/richText'
import { mongoTestURI, withDatabaseName } from './payload'
import { startSmtpReceiver, type SmtpReceiver } from './smtpReceiver'

// Two production servers (the build `npm start` runs) sharing one DATA_DIR and one database (the
// SQLite file in it, or MongoDB), as several processes or machines behind a load balancer do:
// what must agree between them (the content version behind every cache, sign-in limits,
// scheduled jobs, the mail queue) lives in the database. Builds first when the build is out of date. The servers
// take two free ports, or TWO_SERVERS_PORT and the next one when set.

type Server = ReturnType<typeof startProductionServer> & { origin: string; log: string }

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-two-servers-'))
// SQLite in DATA_DIR; with MONGODB_TEST_URI (`npm run test:mongo`) a fresh MongoDB database, dropped afterwards.
const mongo = mongoTestURI()
const databaseURI = mongo ? withDatabaseName(mongo, `veltrana_test_${crypto.randomBytes(6).toString('hex')}`) : undefined
let a: Server
let b: Server
let adminAuth: Record<string, string>
/** A third process on the same database, for what the admin's server functions do (queueing a job) and for reading it back. */
let local: Payload
let smtp: SmtpReceiver
let clients = 0

async function start(port: number, name: string): Promise<Server> {
  const log = path.join(os.tmpdir(), `veltrana-two-servers-${process.pid}-${name}.log`)
  const out = fs.openSync(log, 'w')
  const server = startProductionServer({
    port,
    dataDir,
    // No demo content (the test makes its pages); behind one proxy, so each request names its client.
    env: { SEED: 'off', TRUST_PROXY: '1', JOBS_POLL_MS: '500', DEMO_CUSTOMERS: '0', RATE_LIMIT: 'on', DATABASE_URI: databaseURI ?? '', SMTP_URL: smtp.url },
    stdio: ['ignore', out, out],
  })
  fs.closeSync(out)
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForServer(`${origin}/api/displayData`, 600_000, server.child)
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${fs.readFileSync(log, 'utf8').slice(-4000)}`, { cause: error })
  }
  return { ...server, origin, log }
}

/** A request as the proxy forwards it from `client` (a fresh client unless named). */
function send(
  server: Server,
  method: string,
  url: string,
  { body, headers = {}, client }: { body?: unknown; headers?: Record<string, string>; client?: string } = {},
) {
  return fetch(`${server.origin}${url}`, {
    method,
    headers: { 'x-forwarded-for': client ?? `192.0.2.${++clients % 250}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function json(response: Response) {
  const text = await response.text()
  expect(response.ok, `${response.status} ${text}`).toBe(true)
  return JSON.parse(text)
}

/** A page view as an anonymous English visitor: what the HTML cache serves. */
async function view(server: Server, pagePath: string) {
  const response = await fetch(`${server.origin}${pagePath}`)
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text() }
}

/**
 * Views the page until `done` says yes. Resolves to when the first view that said yes was sent,
 * in milliseconds after `since`: a request sent then was already answered with the change (its
 * render time, which depends on the machine's load, is not counted). Fails after `timeoutMs`.
 */
async function until(server: Server, pagePath: string, done: (body: string) => boolean, timeoutMs: number, since = performance.now()) {
  for (;;) {
    const sent = performance.now()
    if (done((await view(server, pagePath)).body)) return sent - since
    if (performance.now() - since > timeoutMs) throw new Error(`${server.origin}${pagePath} did not change within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A published page made through server A; both servers have it in their HTML cache. */
async function cachedPage(title: string) {
  const slug = `shared-${Date.now().toString(36)}-${++clients}`
  const created = await json(
    await send(a, 'POST', '/api/pages?locale=en', { headers: adminAuth, body: { title, path: slug, _status: 'published', layout: [] } }),
  )
  for (const server of [a, b]) {
    await until(server, `/${slug}`, (body) => body.includes(title), 10_000)
    // A server may render the new page before its next look at the shared version (every 250 ms)
    // and cache it under the old one; from that look on, it is cached under the new.
    const deadline = performance.now() + 2000
    while ((await view(server, `/${slug}`)).cache !== 'HIT') expect(performance.now()).toBeLessThan(deadline)
  }
  return { id: created.doc.id as number, path: `/${slug}` }
}

beforeAll(async () => {
  await build()
  smtp = await startSmtpReceiver()
  const base = Number(process.env.TWO_SERVERS_PORT) || 0
  const ports = base ? [base, base + 1] : [await freePort(), await freePort()]
  // One after the other: the first creates the database and the admin.
  a = await start(ports[0]!, 'a')
  b = await start(ports[1]!, 'b')
  const login = await json(await send(a, 'POST', '/api/users/login', { body: TEST_ADMIN }))
  adminAuth = { authorization: `JWT ${login.token}` }

  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  if (databaseURI) process.env.DATABASE_URI = databaseURI
  else delete process.env.DATABASE_URI
  resetEnv()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  local = await getPayload({ config })
  local.logger.level = 'warn'
}, 20 * 60_000)

afterAll(async () => {
  if (mongo) await (local?.db as unknown as { connection: { dropDatabase: () => Promise<void> } } | undefined)?.connection.dropDatabase()
  await local?.destroy()
  await Promise.all([a?.stop(), b?.stop()])
  await smtp?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
  for (const server of [a, b]) if (server) fs.rmSync(server.log, { force: true })
})

describe('two servers on one database', () => {
  it('serve an admin edit made through the first from the second within one second, HTML cache included', async () => {
    const page = await cachedPage('Before the edit')
    const sent = performance.now()
    await json(await send(a, 'PATCH', `/api/pages/${page.id}?locale=en`, { headers: adminAuth, body: { title: 'After the edit' } }))
    // From the moment the edit is made: the save answered (its own time depends on the machine).
    const saved = performance.now()
    const ms = await until(b, page.path, (body) => body.includes('After the edit'), 10_000, saved)
    expect(ms, `a request sent ${ms.toFixed(0)} ms after the save (which took ${(saved - sent).toFixed(0)} ms) was the first to get it`).toBeLessThan(1000)
    expect((await view(a, page.path)).body).toContain('After the edit')
  })

  it('lock an e-mail for a client after five wrong staff passwords spread over both', async () => {
    const attacker = '198.51.100.77'
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const server = i % 2 ? b : a
      statuses.push((await send(server, 'POST', '/api/users/login', { client: attacker, body: { email: TEST_ADMIN.email, password: `guess-${i}` } })).status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    // Refused on both, the right password included; its owner, elsewhere, still signs in.
    expect((await send(b, 'POST', '/api/users/login', { client: attacker, body: { email: TEST_ADMIN.email, password: 'guess-5' } })).status).toBe(429)
    expect((await send(a, 'POST', '/api/users/login', { client: attacker, body: TEST_ADMIN })).status).toBe(429)
    expect((await send(b, 'POST', '/api/users/login', { client: '198.51.100.78', body: TEST_ADMIN })).status).toBe(200)
  })

  it('publish a scheduled page once, at its time, and then serve it from both', async () => {
    const page = await cachedPage('Published first')
    await json(await send(a, 'PATCH', `/api/pages/${page.id}?locale=en&draft=true`, { headers: adminAuth, body: { title: 'Published on schedule' } }))
    /** The page's published versions, as the admin's version history lists them. */
    const published = async () => {
      const query = `where[parent][equals]=${page.id}&where[version._status][equals]=published&depth=0&limit=100`
      return (await json(await send(a, 'GET', `/api/pages/versions?${query}`, { headers: adminAuth }))).totalDocs as number
    }
    const before = await published()
    // The draft is not served; the published page stays in both caches.
    for (const server of [a, b]) expect((await view(server, page.path)).body).toContain('Published first')

    // Queued as the admin's schedule drawer queues it (its server function calls payload.jobs.queue).
    const admin = (await local.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } }, overrideAccess: true })).docs[0]!
    const due = new Date(Date.now() + 3000)
    const job = await local.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id }, user: { relationTo: 'users', value: admin.id } },
      waitUntil: due,
    })
    expect((await view(b, page.path)).body).toContain('Published first')

    // Live on both within the job poll (500 ms here), the version poll and a render of the due time.
    for (const server of [a, b]) {
      await until(server, page.path, (body) => body.includes('Published on schedule'), 20_000)
      // Not before its time.
      expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
    }
    // Promised within a minute; with a 500 ms job poll, seconds even on a busy machine.
    expect(Date.now() - due.getTime()).toBeLessThan(10_000)

    // Once: one published version, one finished job with one log entry, one process ran it.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await published()) - before).toBe(1)
    const done = await local.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true, depth: 0 })
    expect(done.completedAt).toEqual(expect.any(String))
    expect(done.log?.map((entry) => entry.state)).toEqual(['succeeded'])
    const runs = [a, b].map((server) => fs.readFileSync(server.log, 'utf8').split(`scheduled job ${job.id} (schedulePublish) run`).length - 1)
    expect(runs.reduce((x, y) => x + y)).toBe(1)
  })

  // The built server renders the messages itself, with the React its bundle resolves (vitest
  // resolves one React for everything, so only a built server can get this wrong).
  it('mail a news alert to each subscriber of its topic once, rendered by the build, whichever server sends it', async () => {
    const readers = (['en', 'ru', 'en', 'ru'] as const).map((language, i) => ({ email: `alert${i}@example.org`, language }))
    for (const { email, language } of readers)
      await local.create({
        collection: 'subscribers',
        data: { email, language, status: 'confirmed', consent: true, topics: ['results'] },
        overrideAccess: true,
      })
    const png = makePng(8, 8, (x, y) => x === y)
    const image = await local.create({
      collection: 'media',
      data: { alt: 'Chart' },
      file: { data: png, mimetype: 'image/png', name: 'chart.png', size: png.length },
    })
    await local.update({ collection: 'media', id: image.id, locale: 'ru', data: { alt: 'График' } })
    const article = { date: '2026-11-24T00:00:00.000Z', topic: 'results', image: image.id, summary: 'The quarter in brief.', body: paragraphs('Text.') }
    await json(await send(a, 'POST', '/api/news?locale=en', { headers: adminAuth, body: { ...article, headline: 'Quarterly results', _status: 'published' } }))

    const messages = await smtp.waitFor(readers.length, 30_000)
    expect(messages.map((m) => m.envelopeTo[0]).sort()).toEqual(readers.map((r) => r.email).sort())
    expect(messages[0]!.parsed.subject).toBe('Quarterly results')
    expect(messages[0]!.parsed.html).toContain('The quarter in brief.')
    // Nobody twice, with both servers' mail queues polling all along.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(smtp.messages).toHaveLength(readers.length)
  })
})
