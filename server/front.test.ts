import net from 'node:net'
import { Writable } from 'node:stream'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import type { Readiness } from '../cms/readiness'
import { createLogger } from '../common/logger.server'
import { front } from './front'
import { healthProbes } from './health'
import { htmlCache } from './htmlCache'
import { listen, rawRequest, type Listening } from './testing'

// The front of the server as server/app.ts builds it (log, graceful close, probes, HTML cache,
// then the application): every response carries its request id and gets one JSON log line,
// whoever answers it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type Setup = { origin: string; lines: () => Record<string, unknown>[]; readiness: { value: Readiness }; closing: string[] }
const open: Listening[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
})

async function setup(): Promise<Setup> {
  let text = ''
  const destination = new Writable({
    write(chunk, _encoding, done) {
      text += chunk
      done()
    },
  })
  const logger = createLogger({ level: 'info', worker: 3, destination })
  const readiness = { value: { ready: true, database: 'ok', missingMigrations: [] } as Readiness }
  const cache = htmlCache({ language: () => 'en', signedIn: () => false, version: () => 1 })
  const app = express()
  app.all('/broken', (_req, res) => void res.status(500).send('broken'))
  // Never answers: the client goes away first.
  app.all('/hanging', () => {})
  app.all('*', cache.capture, (_req, res) => void res.type('html').send('<p>A page</p>'))
  const probes = healthProbes({ readiness: async () => readiness.value, stopping: () => false, worker: 3 })
  // What the graceful close is told, request by request.
  const closing: string[] = []
  const server = await listen(
    front({
      logger,
      closing: { track: (req) => void closing.push(`in flight ${req.url}`), answered: (req) => void closing.push(`answered ${req.url}`), closing: () => false },
      probes,
      cache,
      app,
    }),
  )
  open.push(server)
  return {
    origin: server.origin,
    readiness,
    closing,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  }
}

/** The log's write is asynchronous: the line of a request follows its response shortly. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('request ids and the request log', () => {
  it('gives every response an id, HTML cache hits included, and logs each with it', async () => {
    const { origin, lines } = await setup()
    const miss = await rawRequest(`${origin}/about_us`)
    await settle()
    const hit = await rawRequest(`${origin}/about_us`)
    await settle()
    expect(hit.headers['x-cache']).toBe('HIT')
    for (const response of [miss, hit]) expect(response.headers['x-request-id']).toMatch(UUID)
    expect(miss.headers['x-request-id']).not.toBe(hit.headers['x-request-id'])
    expect(lines().map((l) => l.requestId)).toEqual([miss.headers['x-request-id'], hit.headers['x-request-id']])
  })

  it('follows a response to its end unless it was whole once sent, as a cache hit is', async () => {
    const { origin, closing } = await setup()
    await rawRequest(`${origin}/about_us`)
    await rawRequest(`${origin}/about_us`)
    await rawRequest(`${origin}/healthz`)
    expect(closing).toEqual(['in flight /about_us', 'answered /about_us', 'in flight /healthz'])
  })

  it('writes one JSON line per request: time, level, id, method, path, status, milliseconds, worker', async () => {
    const { origin, lines } = await setup()
    const reply = await rawRequest(`${origin}/media?tab=photos`, {}, 'HEAD')
    await settle()
    const [line] = lines()
    expect(Object.keys(line).sort()).toEqual(['hostname', 'level', 'method', 'ms', 'msg', 'path', 'pid', 'requestId', 'status', 'time', 'worker'])
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'HEAD',
      status: 200,
      worker: 3,
      pid: process.pid,
      requestId: reply.headers['x-request-id'],
    })
    expect(new Date(line.time as string).toISOString()).toBe(line.time)
    expect(line.ms).toEqual(expect.any(Number))
  })

  it('logs the names of query parameters but never their values', async () => {
    const { origin, lines } = await setup()
    await rawRequest(`${origin}/cabinet?email=anna%40example.org&token=s3cret&token=again&flag`)
    await rawRequest(`${origin}/?`)
    await settle()
    expect(lines().map((l) => l.path)).toEqual(['/cabinet?email&token&flag', '/'])
    expect(JSON.stringify(lines())).not.toMatch(/anna|s3cret|again/)
  })

  it('never logs the token of a reset link in a path, the admin’s reset page and its data requests included', async () => {
    const { origin, lines } = await setup()
    const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
    await rawRequest(`${origin}/admin/password/reset/${token}`)
    await rawRequest(`${origin}/admin/password/reset/${token}?_rsc=1x2y`)
    await rawRequest(`${origin}/admin/reset/${token}/`)
    await rawRequest(`${origin}/api/users/verify/${token}`)
    await rawRequest(`${origin}/ADMIN/Password/Reset/${token}`)
    await settle()
    expect(lines().map((l) => l.path)).toEqual([
      '/admin/password/reset/***',
      '/admin/password/reset/***?_rsc',
      '/admin/reset/***/',
      '/api/users/verify/***',
      '/ADMIN/Password/Reset/***',
    ])
    expect(JSON.stringify(lines())).not.toContain(token)
  })

  it('logs a request whose client went away before the answer once, as aborted', async () => {
    const { origin, lines } = await setup()
    const { host, port } = new URL(origin)
    const socket = net.connect(Number(port), '127.0.0.1')
    socket.write(`GET /hanging HTTP/1.1\r\nHost: ${host}\r\n\r\n`)
    await settle()
    socket.destroy()
    await expect.poll(() => lines()).toHaveLength(1)
    await settle()
    expect(lines()).toEqual([expect.objectContaining({ path: '/hanging', aborted: true })])
  })

  it('logs server errors at the error level', async () => {
    const { origin, lines } = await setup()
    await rawRequest(`${origin}/broken`)
    await settle()
    expect(lines()[0]).toMatchObject({ level: 'error', status: 500, path: '/broken' })
  })

  it('keeps an id a proxy sent when it looks like one, and replaces anything else', async () => {
    const { origin, lines } = await setup()
    const kept = await rawRequest(`${origin}/`, { 'x-request-id': 'lb-7f3a.19:2' })
    const spaced = await rawRequest(`${origin}/`, { 'x-request-id': 'two words' })
    const long = await rawRequest(`${origin}/`, { 'x-request-id': 'a'.repeat(129) })
    const quoted = await rawRequest(`${origin}/`, { 'x-request-id': '"},{"status":200' })
    await settle()
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.19:2')
    for (const replaced of [spaced, long, quoted]) expect(replaced.headers['x-request-id']).toMatch(UUID)
    expect(lines().map((l) => l.requestId)).toEqual([kept, spaced, long, quoted].map((r) => r.headers['x-request-id']))
  })
})

describe('health probes', () => {
  it('answer before the HTML cache and the application, as uncacheable JSON with an id and a log line', async () => {
    const { origin, lines } = await setup()
    for (const path of ['/healthz', '/readyz', '/readyz?verbose=1']) {
      const reply = await rawRequest(`${origin}${path}`)
      expect(reply.status, path).toBe(200)
      expect(reply.headers['cache-control']).toBe('no-store')
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(reply.headers['x-request-id']).toMatch(UUID)
      expect(reply.headers['x-cache']).toBeUndefined()
    }
    const health = JSON.parse((await rawRequest(`${origin}/healthz`)).body.toString())
    expect(health).toMatchObject({ status: 'ok', worker: 3, pid: process.pid })
    await settle()
    expect(lines().map((l) => l.path)).toEqual(['/healthz', '/readyz', '/readyz?verbose', '/healthz'])
  })

  it('readyz answers 503 with what is missing when the database is not ready', async () => {
    const { origin, readiness } = await setup()
    readiness.value = { ready: false, database: 'ok', missingMigrations: ['0001_baseline'] }
    const reply = await rawRequest(`${origin}/readyz`)
    expect(reply.status).toBe(503)
    expect(JSON.parse(reply.body.toString())).toMatchObject({ status: 'not ready', database: 'ok', missingMigrations: ['0001_baseline'] })
    // The process itself still serves.
    expect((await rawRequest(`${origin}/healthz`)).status).toBe(200)
  })

  it('refuse other methods', async () => {
    const { origin } = await setup()
    const reply = await rawRequest(`${origin}/readyz`, {}, 'POST')
    expect(reply.status).toBe(405)
    expect(reply.headers.allow).toBe('GET, HEAD')
  })
})
