import type http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../scripts/build.mjs'
import { TEST_ADMIN, startProductionServer, waitForServer } from '../../scripts/lib/server.mjs'
import { freePort, rawTarget } from '../../server/testing'

// Attacks on the address a request names and on the HTML cache's keys, sent over raw HTTP to the
// production server (the build `npm start` runs, HTML cache on), behind one trusted proxy so that
// forwarded headers count: no request may make a page render for one address and be kept for
// every visitor under another, and no run of made-up values may push the site's pages out of the cache.

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

let server: ReturnType<typeof startProductionServer>
let port = 0
let auth: Record<string, string> = {}
const slug = `trusted-${Date.now().toString(36)}`

/** A request with exactly this target and these headers (Host included), as a raw client sends it. */
async function raw(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Reply> {
  const reply = await rawTarget(port, path, { host: `127.0.0.1:${port}`, ...headers }, method, body)
  return { ...reply, body: reply.body.toString() }
}

async function create(collection: string, data: object) {
  const reply = await raw(`/api/${collection}?locale=en`, { ...auth, 'content-type': 'application/json' }, 'POST', JSON.stringify(data))
  expect(reply.status, reply.body).toBe(201)
  return JSON.parse(reply.body).doc
}

/** The page as the next anonymous visitor gets it, once it is in the cache. */
async function visitorView(path: string) {
  await raw(path)
  return raw(path)
}

beforeAll(async () => {
  await build()
  port = await freePort()
  server = startProductionServer({ port, env: { SEED: 'off', TRUST_PROXY: '1', DEMO_CUSTOMERS: '0' }, stdio: 'ignore' })
  await waitForServer(`http://127.0.0.1:${port}/api/displayData`, 600_000, server.child)
  const login = await raw('/api/users/login', { 'content-type': 'application/json' }, 'POST', JSON.stringify(TEST_ADMIN))
  auth = { authorization: `JWT ${JSON.parse(login.body).token}` }
  await create('pages', { title: 'The trusted page', path: slug, _status: 'published', layout: [] })
  await create('pages', { title: 'News', path: 'media/news', _status: 'published', layout: [{ blockType: 'newsArchive', perPage: 12 }] })
}, 20 * 60_000)

afterAll(async () => {
  await server?.stop()
})

describe('the address a request names', () => {
  it('cannot make another page be kept under a path: a planted Host is refused, and visitors get the page', async () => {
    for (const host of [`127.0.0.1:${port}/search?q=PLANTED#`, `127.0.0.1:${port}#`, 'evil.example', `127.0.0.1:${port}@evil.example`]) {
      for (let i = 0; i < 2; i++) expect((await raw(`/${slug}`, { host })).status, host).toBe(400)
    }
    const page = await visitorView(`/${slug}`)
    expect(page.status).toBe(200)
    expect(page.headers['x-cache']).toBe('HIT')
    expect(page.body).toContain('The trusted page')
    expect(page.body).not.toContain('PLANTED')
  })

  it("refuses a forwarded host that is not the site's, even from the trusted proxy", async () => {
    for (const forwarded of [`127.0.0.1:${port}/search?q=PLANTED#`, 'evil.example', `127.0.0.1:${port}, evil.example`]) {
      expect((await raw(`/${slug}?lng=ru`, { 'x-forwarded-host': forwarded })).status, forwarded).toBe(400)
    }
    expect((await visitorView(`/${slug}?lng=ru`)).body).not.toContain('PLANTED')
  })

  it('refuses a target that names a host of its own', async () => {
    expect((await raw(`http://evil.example/search?q=PLANTED`)).status).toBe(400)
    expect((await raw('/search?q=PLANTED')).body).toContain('PLANTED')
    expect((await visitorView('/')).body).not.toContain('PLANTED')
  })

  it('refuses a planted Host on the API and the admin too', async () => {
    expect((await raw('/api/pages?limit=1', { host: 'evil.example' })).status).toBe(400)
    expect((await raw('/admin/login', { host: `127.0.0.1:${port}/x#` })).status).toBe(400)
  })
})

describe("the HTML cache's keys", () => {
  it('answers 404 past the last page of the news archive and for a label or year no article has, and keeps none', async () => {
    expect((await raw('/media/news')).status).toBe(200)
    for (const query of ['page=2', 'page=9999', 'label=planted', 'year=1999']) {
      const reply = await visitorView(`/media/news?${query}`)
      expect(reply.status, query).toBe(404)
      expect(reply.headers['x-cache'], query).toBeUndefined()
    }
  })

  it('keeps popular pages through a run of made-up searches, tabs and Remix route lists', async () => {
    expect((await visitorView(`/${slug}`)).headers['x-cache']).toBe('HIT')
    for (let i = 0; i < 300; i++) {
      await raw(`/search?q=loop-${i}`)
      await raw(`/${slug}?tab=loop-${i}`)
      await raw(`/${slug}.data?_routes=loop-${i}`)
    }
    const page = await raw(`/${slug}`)
    expect(page.headers['x-cache']).toBe('HIT')
    expect(page.body).toContain('The trusted page')
  }, 120_000)
})
