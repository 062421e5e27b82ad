// The product's HTTP front (server/clientAddress.ts) before Payload's REST router, on a loopback
// port: for tests of what an attacker can do with headers (X-Forwarded-For) that only exist on a
// real connection. Payload's router is wrapped as server/rest.ts wraps
// it. Call after bootTestPayload.
import express from 'express'
import { afterAll, beforeAll } from 'vitest'
import { stampClientAddress } from '../../server/clientAddress'
import { listen, type Listening } from '../../server/testing'
import { bootTestPayload, type TestCms } from './payload'
import { replyOf, restRoute } from './rest'

export type HttpReply = { status: number; json: any; text: string; setCookie: string | null }
export type Api = Listening & {
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<HttpReply>
  send: (method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) => Promise<HttpReply>
}

export async function serveApi({ trustProxy }: { trustProxy: number }): Promise<Api> {
  const route = await restRoute()

  const app = express()
  stampClientAddress(app, trustProxy)
  app.use(express.raw({ type: () => true, limit: '1mb' }))
  app.all('/api/*', async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? new Uint8Array(req.body) : undefined
    const request = new Request(`http://localhost:3000${req.originalUrl}`, { method: req.method, headers, body })
    const response = await route(request, { params: Promise.resolve({ slug: [] }) })
    res.status(response.status)
    response.headers.forEach((value, name) => res.append(name, value))
    res.send(Buffer.from(await response.arrayBuffer()))
  })
  const server = await listen(app)

  const send: Api['send'] = async (method, path, { body, headers = {} } = {}) => {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return replyOf(response)
  }
  return { ...server, send, post: (path, body, headers) => send('POST', path, { body, headers }) }
}

/** A fresh Payload with the per-client limits on, served behind one trusted proxy, for the
 * tests of one file; `get()` gives it once beforeAll has run. */
export function payloadBehindOneProxy(options: Parameters<typeof bootTestPayload>[0] = {}): () => { cms: TestCms; api: Api } {
  let cms: TestCms
  let api: Api
  beforeAll(async () => {
    delete process.env.RATE_LIMIT
    cms = await bootTestPayload(options)
    api = await serveApi({ trustProxy: 1 })
  })
  afterAll(async () => {
    await api?.close()
    await cms?.close()
  })
  return () => ({ cms, api })
}
