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

/** A request as its log line will tell it: what it asked, read on arrival (the HTML cache
 * rewrites `req.url` on its way), and when. */
export type LoggedRequest = { id: string; method: string | undefined; path: string; started: number }

/** Lines written on the parent logger (a child logger per request, as pino-http makes, cost a
 * tenth of a cached page). `begin` is called first for every request and gives its id for
 * X-Request-Id; then either `written` once a response is whole as soon as it is sent (a cache
 * hit: no listener waits for it), or `follow`, which writes the line once the response is
 * closed, done or cut off. */
export function requestLog(logger: Logger) {
  const write = (request: LoggedRequest, res: ServerResponse, aborted: boolean) => {
    const line = {
      requestId: request.id,
      method: request.method,
      path: request.path,
      status: res.statusCode,
      ms: Math.round(performance.now() - request.started),
      ...(aborted && { aborted: true }),
    }
    if (res.statusCode >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  }
  return {
    begin(req: IncomingMessage): LoggedRequest {
      const given = req.headers['x-request-id']
      const id = typeof given === 'string' && INCOMING_ID.test(given) ? given : crypto.randomUUID()
      return { id, method: req.method, path: loggedPath(req.url), started: performance.now() }
    },
    written: (request: LoggedRequest, res: ServerResponse) => write(request, res, false),
    follow(request: LoggedRequest, res: ServerResponse) {
      // 'close' follows every response: after its end, or when the connection went first; a
      // response cut off before its end (the client went away, a timeout) says so.
      res.once('close', () => write(request, res, !res.writableFinished))
    },
  }
}
