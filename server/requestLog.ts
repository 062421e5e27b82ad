import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'

// Every response carries its request's id in X-Request-Id: one a proxy or client sent is kept
// when it looks like an id (so a request can be followed through the proxy's log and ours);
// otherwise a fresh one is made. Every request gets one log line, server errors at the error level.

/** Letters, digits and a few separators, as the ids proxies and tracing systems make; nothing
 * that could break a log line or a header, nor a length that fills the log. */
const INCOMING_ID = /^[\w.:@+/=-]{1,128}$/
/** Paths are kept to this many characters in the log. */
const MAX_PATH = 1000

/** The path with the names of its query parameters but not their values (they may hold an
 * address or a token). */
function loggedPath(raw = '/'): string {
  const q = raw.indexOf('?')
  if (q < 0) return raw.slice(0, MAX_PATH)
  const names = [...new Set([...new URLSearchParams(raw.slice(q + 1)).keys()])]
  return `${raw.slice(0, q)}${names.length ? `?${names.join('&')}` : ''}`.slice(0, MAX_PATH)
}

/** Called first for every request: gives it its id, on the response from the start so every
 * answer carries it, and writes its line once the response is done or cut off. */
export function requestLog(logger: Logger) {
  // The path as asked, read on arrival: the HTML cache rewrites `req.url` on its way.
  const paths = new WeakMap<IncomingMessage, string>()
  const line = (req: IncomingMessage, res: ServerResponse, { responseTime }: { responseTime: number }) => ({
    method: req.method,
    path: paths.get(req),
    status: res.statusCode,
    ms: responseTime,
    // A response cut off before its end (the client went away, a timeout) says so.
    ...(!res.writableFinished && { aborted: true }),
  })
  return pinoHttp<IncomingMessage, ServerResponse, never>({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req, res) => {
      const given = req.headers['x-request-id']
      const id = typeof given === 'string' && INCOMING_ID.test(given) ? given : crypto.randomUUID()
      res.setHeader('x-request-id', id)
      paths.set(req, loggedPath(req.url))
      return id
    },
    customLogLevel: (_req, res) => (res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: line,
    customErrorObject: (req, res, _error, value) => line(req, res, value),
  })
}
