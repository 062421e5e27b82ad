import http from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnv } from '../common/env.server'
import { documentResponse } from '../platform/documentResponse'
import { remixBuild } from '../tests/integration/remixBuild'
import { remixHandler } from './remixHandler'
import { listen, rawRequest, type Listening } from './testing'

// Remix behind Express as the server runs it: a document handed over as bytes goes out as those
// bytes, with its length; any other response as Remix made it; response headers add to what
// middleware set; the request Remix sees has the client's address, headers and body, and a signal
// that fires when the client leaves before the response is complete, and only then.

const DOCUMENT = Buffer.from('<!DOCTYPE html><p>Здравствуйте</p>')

const seen: { request?: Request; aborted?: boolean } = {}

const build = {
  ...remixBuild({
    page: { path: 'page', module: { default: () => null, loader: () => ({}) } },
    broken: { path: 'broken', module: { default: () => null, loader: () => ({}) } },
    echo: {
      path: 'echo',
      module: {
        loader: ({ request }: { request: Request }) => Response.json({ url: request.url, header: request.headers.get('x-test') }),
        action: async ({ request }: { request: Request }) =>
          new Response(JSON.stringify({ body: await request.text() }), {
            headers: [
              ['set-cookie', 'a=1; Path=/'],
              ['set-cookie', 'b=2; Path=/'],
              ['vary', 'Cookie'],
            ],
          }),
      },
    },
    done: {
      path: 'done',
      module: {
        loader: ({ request }: { request: Request }) => {
          seen.request = request
          return new Response('done')
        },
      },
    },
    wait: {
      path: 'wait',
      module: {
        loader: ({ request }: { request: Request }) =>
          new Promise<Response>((resolve) =>
            request.signal.addEventListener('abort', () => {
              seen.aborted = true
              resolve(new Response('too late'))
            }),
          ),
      },
    },
  }),
  entry: {
    module: {
      // The page at /broken fails its first render; Remix renders again with the error.
      default: (request: Request, status: number, headers: Headers, context: { staticHandlerContext: { errors: unknown } }) => {
        if (request.url.endsWith('/broken') && !context.staticHandlerContext.errors) throw new Error('render failed')
        return documentResponse(DOCUMENT, { status, headers })
      },
      handleError: () => {},
    },
  },
}

let server: Listening | null = null

async function withServerUrl(url: string, run: () => Promise<void>) {
  const before = process.env.SERVER_URL
  process.env.SERVER_URL = url
  resetEnv()
  try {
    await run()
  } finally {
    if (before === undefined) delete process.env.SERVER_URL
    else process.env.SERVER_URL = before
    resetEnv()
  }
}
afterEach(async () => {
  await server?.close()
  server = null
})

async function serve({ trustProxy = 1 } = {}) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use((_req, res, next) => {
    res.setHeader('Vary', 'Accept-Encoding')
    next()
  })
  app.all('*', remixHandler({ build: build as never, mode: 'production', getLoadContext: () => ({}) as never }))
  server = await listen(app)
  return server.origin
}

describe('remixHandler', () => {
  it('sends a document as its bytes, with its length and status, after the headers middleware set', async () => {
    const origin = await serve()
    const response = await rawRequest(`${origin}/page`)
    expect(response.status).toBe(200)
    expect(response.body.equals(DOCUMENT)).toBe(true)
    expect(response.headers['content-length']).toBe(String(DOCUMENT.length))
    expect(response.headers['transfer-encoding']).toBeUndefined()
    expect(response.headers.vary).toBe('Accept-Encoding')

    const missing = await rawRequest(`${origin}/nowhere`)
    expect(missing.status).toBe(404)
    expect(missing.body.equals(DOCUMENT)).toBe(true)
  })

  it('renders the error page when a render fails', async () => {
    const response = await rawRequest(`${await serve()}/broken`)
    expect(response.status).toBe(500)
    expect(response.body.equals(DOCUMENT)).toBe(true)
  })

  it('answers HEAD for a document with its headers and no body', async () => {
    const response = await rawRequest(`${await serve()}/page`, {}, 'HEAD')
    expect(response.status).toBe(200)
    expect(response.body.length).toBe(0)
  })

  it("gives the loader the site's address and the path asked for, whatever Host and forwarded headers say", async () => {
    const origin = await serve()
    const given = { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-test': 'yes' }
    await withServerUrl('https://site.example', async () => {
      expect(JSON.parse((await rawRequest(`${origin}/echo?q=1`, given)).body.toString())).toEqual({ url: 'https://site.example/echo?q=1', header: 'yes' })
    })
  })

  it("passes a POST's body to the action and sends every cookie and header it set", async () => {
    const origin = await serve()
    const response = await rawRequest(`${origin}/echo`, { 'content-type': 'text/plain' }, 'POST', 'name=Анна')
    expect(JSON.parse(response.body.toString())).toEqual({ body: 'name=Анна' })
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie')
  })

  it('aborts the request when the client leaves before the answer, and not after a complete one', async () => {
    const origin = await serve()
    await rawRequest(`${origin}/done`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen.request?.signal.aborted).toBe(false)

    seen.aborted = false
    const req = http.get(`${origin}/wait`)
    req.on('error', () => {})
    await new Promise((resolve) => setTimeout(resolve, 100))
    req.destroy()
    await expect.poll(() => seen.aborted).toBe(true)
  })
})
