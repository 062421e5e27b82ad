import crypto from 'node:crypto'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { lowVisionKey } from '../features/lowVision/settings'
import { htmlCache, type HtmlCacheOptions } from './htmlCache'
import { listen, rawRequest } from './testing'

// The cache between a raw Node server and an Express app shaped like server/app.ts's: compression,
// then the capture, then a "site" that counts its renders.

const PAGE = `<!DOCTYPE html><html><body>${'<p>Some page text that compresses well.</p>'.repeat(200)}</body></html>`

type Setup = { url: string; renders: () => number; version: { value: number }; close: () => Promise<void> }
const open: Setup[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
})

async function setup(options: Partial<HtmlCacheOptions> = {}): Promise<Setup> {
  const version = { value: 1 }
  let renders = 0
  const cache = htmlCache({
    language: (req) => (req.headers.cookie?.includes('i18next=ru') ? 'ru' : 'en'),
    signedIn: (req) => Boolean(req.headers.cookie?.includes('session=')),
    version: () => version.value,
    ...options,
  })
  const app = express()
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', "script-src 'self'")
    next()
  })
  app.use(compression())
  app.all('*', cache.capture, (req, res) => {
    renders++
    // The test says how to answer in a header: the cache drops query parameters no page reads.
    const answer = String(req.headers['x-test-answer'] ?? '')
    if (answer === 'cookie') res.setHeader('Set-Cookie', 'i18next=ru; Path=/')
    if (answer === 'private') res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Server-Timing', 'render;dur=3')
    res.status(answer === 'missing' ? 404 : 200).type('html')
    const language = req.headers.cookie?.includes('i18next=ru') ? 'ru' : 'en'
    const display = /lowvision=(\d+)/.exec(req.headers.cookie ?? '')?.[1]
    // Written in pieces, as React streams a page.
    res.write(`<!-- ${language}${display ? ` ${display}` : ''} ${req.url} -->`)
    res.write(PAGE.slice(0, 1000))
    res.end(PAGE.slice(1000))
  })
  const server = await listen((req, res) => {
    void Promise.resolve(cache.serve(req, res)).then((answered) => answered || app(req, res))
  })
  const setup = { url: server.origin, renders: () => renders, version, close: server.close }
  open.push(setup)
  return setup
}

const get = rawRequest

const settle = () => new Promise((r) => setTimeout(r, 100))

describe('HTML cache', () => {
  it('answers a repeat GET from memory with the stored headers and body', async () => {
    const s = await setup()
    const first = await get(`${s.url}/about`)
    const second = await get(`${s.url}/about`)
    expect(s.renders()).toBe(1)
    expect(first.headers['x-cache']).toBeUndefined()
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body.toString()).toBe(first.body.toString())
    expect(second.headers['content-security-policy']).toBe("script-src 'self'")
    expect(second.headers['content-type']).toMatch(/text\/html/)
    expect(second.headers.etag).toMatch(/^W\/"/)
    expect(second.headers['cache-control']).toBe('public, no-cache')
    expect(second.headers.vary).toContain('Accept-Language')
    // The time the first response took is not the replay's.
    expect(first.headers['server-timing']).toBe('render;dur=3')
    expect(second.headers['server-timing']).toBeUndefined()
  })

  it('serves precompressed brotli and gzip, and the plain body to clients that accept neither', async () => {
    const s = await setup()
    const plain = (await get(`${s.url}/`)).body.toString()
    // The compressed forms are made off the main thread after the first answer; until then a hit is the plain body.
    const compressed = async (encoding: string, accept: string) => {
      const deadline = Date.now() + 10_000
      for (;;) {
        const reply = await get(`${s.url}/`, { 'accept-encoding': accept })
        if (reply.headers['content-encoding'] === encoding || Date.now() > deadline) return reply
        await settle()
      }
    }
    const br = await compressed('br', 'gzip, deflate, br')
    const gzip = await compressed('gzip', 'gzip')
    const identity = await get(`${s.url}/`, { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(s.renders()).toBe(1)
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(plain)
  })

  it('stores the page, not the compressed bytes of the response that filled it', async () => {
    const s = await setup()
    const filled = await get(`${s.url}/`, { 'accept-encoding': 'gzip' })
    expect(filled.headers['content-encoding']).toBe('gzip')
    const hit = await get(`${s.url}/`)
    expect(hit.headers['x-cache']).toBe('HIT')
    expect(hit.body.toString()).toBe(zlib.gunzipSync(filled.body).toString())
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const s = await setup()
    await get(`${s.url}/`)
    const { headers } = await get(`${s.url}/`)
    const revalidated = await get(`${s.url}/`, { 'if-none-match': headers.etag as string })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.etag).toBe(headers.etag)
    const strongForm = (headers.etag as string).replace(/^W\//, '')
    expect((await get(`${s.url}/`, { 'if-none-match': `"other", ${strongForm}` })).status).toBe(304)
    expect((await get(`${s.url}/`, { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('keeps one entry per language and per query', async () => {
    const s = await setup()
    const en = await get(`${s.url}/`)
    const ru = await get(`${s.url}/`, { cookie: 'i18next=ru' })
    await get(`${s.url}/?tab=2`)
    expect(s.renders()).toBe(3)
    expect((await get(`${s.url}/`, { cookie: 'i18next=ru' })).body.toString()).toBe(ru.body.toString())
    expect((await get(`${s.url}/`)).body.toString()).toBe(en.body.toString())
    expect(s.renders()).toBe(3)
  })

  it('keeps a page apart for each display setting, and the ordinary page for every reader without one', async () => {
    const s = await setup({ display: (req) => lowVisionKey(req.headers.cookie) })
    const ordinary = await get(`${s.url}/about`)
    const largest = await get(`${s.url}/about`, { cookie: 'lowvision=2210' })
    expect(largest.body.toString()).toContain('<!-- en 2210 /about -->')
    expect(s.renders()).toBe(2)
    // Repeats in either setting are hits, each with its own page.
    const again = await get(`${s.url}/about`, { cookie: 'i18next=en; lowvision=2210' })
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.body.toString()).toBe(largest.body.toString())
    // A second reader without the cookie, or with a malformed or ordinary one, gets the ordinary page.
    for (const cookie of [undefined, 'lowvision=0000', 'lowvision=9999', 'mylowvision=2210']) {
      const other = await get(`${s.url}/about`, cookie ? { cookie } : {})
      expect(other.headers['x-cache'], cookie).toBe('HIT')
      expect(other.body.toString(), cookie).toBe(ordinary.body.toString())
    }
    expect(s.renders()).toBe(2)
  })

  it('does not keep responses that set a cookie, are private, or are not 200', async () => {
    const s = await setup()
    for (const answer of ['cookie', 'private', 'missing']) {
      await get(`${s.url}/`, { 'x-test-answer': answer })
      const again = await get(`${s.url}/`, { 'x-test-answer': answer })
      expect(again.headers['x-cache'], answer).toBeUndefined()
    }
    expect(s.renders()).toBe(6)
  })

  it('leaves the admin, the API, Next assets, non-GETs and signed-in cabinet requests alone', async () => {
    const s = await setup()
    for (const path of ['/admin', '/api/pages', '/_next/static/x.js']) {
      await get(`${s.url}${path}`)
      expect((await get(`${s.url}${path}`)).headers['x-cache'], path).toBeUndefined()
    }
    await get(`${s.url}/subscribe`, {}, 'POST')
    await get(`${s.url}/subscribe`, {}, 'POST')
    expect(s.renders()).toBe(8)
    await get(`${s.url}/cabinet`)
    expect((await get(`${s.url}/cabinet`)).headers['x-cache']).toBe('HIT')
    expect((await get(`${s.url}/cabinet`, { cookie: 'session=abc' })).headers['x-cache']).toBeUndefined()
    expect((await get(`${s.url}/dashboard.data`, { cookie: 'session=abc' })).headers['x-cache']).toBeUndefined()
  })

  it('keys on the parameters a page reads: 1,000 random ones cost one render and are never echoed', async () => {
    const s = await setup()
    const first = await get(`${s.url}/about?utm_source=mail&tab=history&x=1`)
    expect(first.body.toString()).toContain('<!-- en /about?tab=history -->')
    for (let i = 0; i < 1000; i++) {
      const junk = crypto.randomBytes(6).toString('hex')
      const reply = await get(`${s.url}/about?${junk}=${i}&tab=history&subscribed=${junk}`)
      expect(reply.status).toBe(200)
      if (i % 100 === 0) expect(reply.body.toString()).not.toContain(junk)
    }
    expect(s.renders()).toBe(1)
    // A parameter the page does read still makes another page.
    await get(`${s.url}/about?tab=board&utm=1`)
    expect(s.renders()).toBe(2)
  })

  it('drops everything when the content version moves', async () => {
    const s = await setup()
    await get(`${s.url}/`)
    s.version.value++
    expect((await get(`${s.url}/`)).headers['x-cache']).toBeUndefined()
    expect((await get(`${s.url}/`)).headers['x-cache']).toBe('HIT')
    expect(s.renders()).toBe(2)
  })

  it('evicts the least recently used entry past its limit', async () => {
    const s = await setup({ maxEntries: 2 })
    await get(`${s.url}/a`)
    await get(`${s.url}/b`)
    await get(`${s.url}/a`) // a is now the most recent
    await get(`${s.url}/c`) // evicts b
    expect((await get(`${s.url}/a`)).headers['x-cache']).toBe('HIT')
    expect((await get(`${s.url}/b`)).headers['x-cache']).toBeUndefined()
  })

  it('keeps addresses with a free value apart, so a run of searches, tabs or filters never pushes a page out', async () => {
    const s = await setup({ maxEntries: 2 })
    await get(`${s.url}/about`)
    for (let i = 0; i < 20; i++) {
      await get(`${s.url}/search?q=planted-${i}`)
      await get(`${s.url}/about?tab=t${i}`)
      await get(`${s.url}/media/news?label=l${i}`)
    }
    expect((await get(`${s.url}/about`)).headers['x-cache']).toBe('HIT')
    expect((await get(`${s.url}/media/news?label=l19`)).headers['x-cache']).toBe('HIT')
  })

  it('skips the cache for the bypass header only when one is configured', async () => {
    const without = await setup()
    await get(`${without.url}/`)
    expect((await get(`${without.url}/`, { 'x-html-cache-bypass': '1' })).headers['x-cache']).toBe('HIT')
    const withBypass = await setup({ bypassHeader: 'x-html-cache-bypass' })
    await get(`${withBypass.url}/`)
    expect((await get(`${withBypass.url}/`, { 'x-html-cache-bypass': '1' })).headers['x-cache']).toBeUndefined()
    expect(withBypass.renders()).toBe(2)
  })
})
