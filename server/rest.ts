// Payload's REST API (/api/*) answered by the process's own Payload through `handleEndpoints` (what
// Next's route handlers wrap), so a process that never serves the admin never loads Next.
import { Readable } from 'node:stream'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { guardRest } from '../platform/restErrors'
import { fetchRequest } from './remixHandler'
import { siteUrlOf } from './siteAddress'

async function send(response: Response, res: ExpressResponse): Promise<void> {
  res.status(response.status)
  // Several Set-Cookie headers stay several (Headers joins other repeated headers with commas).
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  if (!response.body) {
    res.end()
    return
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as never)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('error', reject)
  })
}

/** What a handler left unread of the request's body is read and dropped once the answer is out: until the client has sent
 * it all, its connection serves no other request (server/bodyLimits.ts bounds how much is read). */
function drainBody(req: ExpressRequest): void {
  if (req.readableEnded) return
  req.removeAllListeners('data')
  req.resume()
}

/** An Express handler for /api/* answering through Payload's REST endpoints. */
export function payloadRest(config: Promise<SanitizedConfig>) {
  const handle = guardRest(config, (request) => handleEndpoints({ config, request, path: new URL(request.url).pathname }))
  const noParams = { params: Promise.resolve({ slug: [] }) }
  return (req: ExpressRequest, res: ExpressResponse, next: (error: unknown) => void) => {
    res.once('finish', () => drainBody(req))
    handle(fetchRequest(req, siteUrlOf(req)), noParams)
      .then((response) => send(response, res))
      .catch(next)
  }
}
