import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'

// Every response carries its request's id in X-Request-Id: one a proxy or client sent is kept
// when it looks like an id (so a request can be followed through the proxy's log and ours);
// otherwise a fresh one is made. Every request gets one log line.

/** Letters, digits and a few separators, as the ids proxies and tracing systems make; nothing
 * that could break a log line or a header, nor a length that fills the log. */
const INCOMING_ID = /^[\w.:@+/=-]{1,128}$/
/** Paths are kept to this many characters in the log. */
const MAX_PATH = 1000

export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && INCOMING_ID.test(given) ? given : crypto.randomUUID()
}

/** The path with the names of its query parameters but not their values (they may hold an
 * address or a token). */
export function loggedPath(url: string | undefined): string {
  const raw = url || '/'
  const q = raw.indexOf('?')
  if (q < 0) return raw.slice(0, MAX_PATH)
  const names = [...new Set([...new URLSearchParams(raw.slice(q + 1)).keys()])]
  return `${raw.slice(0, q)}${names.length ? `?${names.join('&')}` : ''}`.slice(0, MAX_PATH)
}

/** Called first for every request: gives it its id (on the response from the start, so every
 * answer carries it) and writes its line once the response is done or cut off. */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now()
  const id = requestId(req)
  res.setHeader('x-request-id', id)
  const { method } = req
  const path = loggedPath(req.url)
  res.once('close', () => {
    const line = { requestId: id, method, path, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }
    // A response cut off before its end (the client went away, a timeout) says so.
    const entry = res.writableFinished ? line : { ...line, aborted: true }
    if (res.statusCode >= 500) logger.error(entry, 'request')
    else logger.info(entry, 'request')
  })
}
