// The product's HTTP front (server/clientAddress.ts) before Payload's REST router, on a loopback
// port: for tests of what an attacker can do with headers (X-Forwarded-For) that only exist on a
// real connection. Payload's router is wrapped as cms/app/(payload)/api/[...slug]/route.ts wraps
// it. Call after bootTestPayload.
import express from 'express'
import { clientAddress } from '../../server/clientAddress'
import { listen, type Listening } from '../../server/testing'

export type HttpReply = { status: number; json: any; text: string; setCookie: string | null }
export type Api = Listening & {
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<HttpReply>
  send: (method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) => Promise<HttpReply>
}

export async function serveApi({ trustProxy }: { trustProxy: number }): Promise<Api> {
  const config = (await import('../../cms/payload.config')).default
  const { handleEndpoints } = await import('payload')
  const { guardRest } = await import('../../cms/restErrors')
  const route = guardRest(config, (request) => handleEndpoints({ config, request }))

  const app = express()
  clientAddress(app, trustProxy)
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
    const text = await response.text()
    let json: any = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON: the text is there
    }
    return { status: response.status, json, text, setCookie: response.headers.get('set-cookie') }
  }
  return { ...server, send, post: (path, body, headers) => send('POST', path, { body, headers }) }
}
