// Remix behind Express, as @remix-run/express does it, except that a page's document handed over as
// bytes (platform/documentResponse.ts) is written as those bytes: through the adapter's web stream
// every response stayed reachable from a native handle until a full collection.
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from '@remix-run/node'
import type express from 'express'
import { documentBytesOf } from '../platform/documentResponse'
import { siteUrlOf } from './siteAddress'

type RemixHandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'production' | 'development'
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext
}

export function remixHandler({ build, mode, getLoadContext }: RemixHandlerOptions): express.RequestHandler {
  const handle = createRequestHandler(build, mode)
  return async (req, res, next) => {
    try {
      const response = await handle(remixRequest(req, res), getLoadContext(req, res))
      await send(res, response)
    } catch (error) {
      next(error)
    }
  }
}

/** The Fetch request Remix's loaders and actions see for an Express request. */
function remixRequest(req: express.Request, res: express.Response): Request {
  // Loaders and actions are told when the client has gone before the response was complete.
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  return fetchRequest(req, siteUrlOf(req), controller.signal)
}

/** The Fetch request for an Express request at `url`: its method, its headers as they arrived, its body unread. */
export function fetchRequest(req: express.Request, url: string | URL, signal?: AbortSignal): Request {
  const headers = fetchHeaders(req)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  // A streamed body needs `duplex` (fetch's rule for a ReadableStream body).
  return new Request(url, {
    method: req.method,
    headers,
    signal,
    ...(hasBody && { body: createReadableStreamFromReadable(req), duplex: 'half' }),
  } as RequestInit)
}

/** An Express request's headers as they arrived, as Fetch Headers. */
export function fetchHeaders(req: express.Request): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.append(name, value)
    else if (value) for (const one of value) headers.append(name, one)
  }
  return headers
}

async function send(res: express.Response, response: Response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  // Appended, as Express's own res.append does, to what middleware set before.
  for (const [name, value] of response.headers) res.append(name, value)
  if (/text\/event-stream/i.test(response.headers.get('content-type') ?? '')) res.flushHeaders()
  const bytes = documentBytesOf(response)
  if (bytes) {
    // Whole, so its length is known (compression drops it when it compresses).
    res.setHeader('Content-Length', bytes.byteLength)
    res.end(bytes)
  } else if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
