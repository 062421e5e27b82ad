import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { maskSecrets } from '../common/secretLinks'

// Every response carries its request's id in X-Request-Id: one a proxy or client sent is kept
// when it looks like an id (so a request can be followed through the proxy's log and ours);
// otherwise a fresh one is made. Every request gets one log line, server errors at the error level.

/** Letters, digits and a few separators, as the ids proxies and tracing systems make; nothing
 * that could break a log line or a header, nor a length that fills the log. */
const INCOMING_ID = /^[\w.:@+/=-]{1,128}$/
/** Paths are kept to this many characters in the log. */
const MAX_PATH = 1000

/** The path with the names of its query parameters but not their values (they may hold an
 * address or a token), and a token in the path itself (the admin's reset page) masked. */
function loggedPath(raw = '/'): string {
  const q = raw.indexOf('?')
  const path = maskSecrets(q < 0 ? raw : raw.slice(0, q))
  if (q < 0) return path.slice(0, MAX_PATH)
  const names = [...new Set([...new URLSearchParams(raw.slice(q + 1)).keys()])]
  return `${path}${names.length ? `?${names.join('&')}` : ''}`.slice(0, MAX_PATH)
}

/** Called first for every request: returns its id for X-Request-Id, and writes its line once the
 * response is closed, done or cut off, on the parent logger (a child logger per request, as pino-http
 * makes, cost a tenth of a cached page). */
export function requestLog(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const given = req.headers['x-request-id']
    const requestId = typeof given === 'string' && INCOMING_ID.test(given) ? given : crypto.randomUUID()
    // The path as asked, read on arrival: the HTML cache rewrites `req.url` on its way.
    const path = loggedPath(req.url)
    // 'close' follows every response: after its end, or when the connection went first.
    res.once('close', () => {
      const line = {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        // A response cut off before its end (the client went away, a timeout) says so.
        ...(!res.writableFinished && { aborted: true }),
      }
      if (res.statusCode >= 500) logger.error(line, 'request')
      else logger.info(line, 'request')
    })
    return requestId
  }
}
