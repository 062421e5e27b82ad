import type http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnv } from '../common/env.server'
import { createLogger } from '../common/logger.server'
import { front } from './front'
import { siteUrlOf } from './siteAddress'
import { listen, rawTarget, type Listening } from './testing'

// The server's front with an application that echoes the address it was handed: a request naming
// another host is refused before the application (or the HTML cache) sees it, and an admitted one
// reaches it as the configured site's, whatever Host and forwarded headers said.

const open: Listening[] = []
const saved = { SERVER_URL: process.env.SERVER_URL, TRUST_PROXY: process.env.TRUST_PROXY }
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()))
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  resetEnv()
})

type Seen = { url: string; host?: string; forwardedHost?: string; forwardedProto?: string }

async function serve(serverUrl: string, trustProxy = 0) {
  process.env.SERVER_URL = serverUrl
  process.env.TRUST_PROXY = String(trustProxy)
  resetEnv()
  const seen: Seen[] = []
  const app: http.RequestListener = (req, res) => {
    seen.push({
      url: siteUrlOf(req),
      host: req.headers.host,
      forwardedHost: req.headers['x-forwarded-host'] as string,
      forwardedProto: req.headers['x-forwarded-proto'] as string,
    })
    res.end('ok')
  }
  const logger = createLogger({ level: 'silent', worker: 0 })
  const server = await listen(front({ logger, closing: { track: () => {}, answered: () => {}, closing: () => false }, probes: () => false, cache: null, app }))
  open.push(server)
  const port = new URL(server.origin).port
  return { seen, send: (headers: Record<string, string>, path = '/about_us?tab=board') => rawTarget(port, path, headers) }
}

describe("the site's address", () => {
  it('refuses a Host that is not a plain host[:port] of the site, before anything answers', async () => {
    const { seen, send } = await serve('https://site.example')
    for (const host of [
      'site.example/search?q=PLANTED#',
      'site.example#',
      'site.example?x',
      'evil.example',
      'site.example:8443',
      'site.example@evil.example',
      'site.example:443 x',
      '',
    ]) {
      const answer = await send({ host })
      expect(answer.status, host).toBe(400)
      expect(JSON.parse(answer.body.toString())).toEqual({ error: 'Unknown host' })
    }
    expect(seen).toEqual([])
  })

  it('refuses a target that names a host of its own', async () => {
    const { seen, send } = await serve('https://site.example')
    expect((await send({ host: 'site.example' }, 'http://evil.example/search?q=PLANTED')).status).toBe(400)
    expect(seen).toEqual([])
  })

  it("hands the application the site's own address, port and case as configured", async () => {
    const { seen, send } = await serve('https://site.example')
    for (const host of ['site.example', 'SITE.Example:443']) expect((await send({ host })).status).toBe(200)
    expect(seen.map((request) => request.url)).toEqual(['https://site.example/about_us?tab=board', 'https://site.example/about_us?tab=board'])
    // A path that begins with two slashes stays a path of the site.
    await send({ host: 'site.example' }, '//evil.example/x')
    expect(seen[2]!.url).toBe('https://site.example//evil.example/x')
  })

  it('replaces forwarded headers from a client no proxy vouches for', async () => {
    const { seen, send } = await serve('https://site.example')
    expect((await send({ host: 'site.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-port': '1' })).status).toBe(200)
    expect(seen[0]).toEqual({ url: 'https://site.example/about_us?tab=board', host: 'site.example', forwardedHost: 'site.example', forwardedProto: 'https' })
  })

  it('checks every forwarded host entry from a trusted proxy', async () => {
    const { seen, send } = await serve('https://site.example', 1)
    for (const forwarded of ['evil.example', 'site.example/search?q=PLANTED#', 'site.example, evil.example', 'evil.example, site.example']) {
      expect((await send({ host: 'internal:3000', 'x-forwarded-host': forwarded })).status, forwarded).toBe(400)
    }
    expect((await send({ host: 'internal:3000', 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'http' })).status).toBe(200)
    expect(seen).toEqual([{ url: 'https://site.example/about_us?tab=board', host: 'site.example', forwardedHost: 'site.example', forwardedProto: 'https' }])
  })

  it('answers a site on loopback by any loopback name and port, and nothing else', async () => {
    const { seen, send } = await serve('http://localhost:3000')
    expect((await send({ host: '127.0.0.1:5555' })).status).toBe(200)
    expect((await send({ host: '[::1]:3000' })).status).toBe(200)
    for (const host of ['evil.example:3000', 'localhost:3000/search?q=PLANTED#', '127.0.0.1.evil.example'])
      expect((await send({ host })).status, host).toBe(400)
    expect(seen.map((request) => request.url)).toEqual(['http://127.0.0.1:5555/about_us?tab=board', 'http://[::1]:3000/about_us?tab=board'])
  })
})
