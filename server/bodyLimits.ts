import type { IncomingMessage } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import { CUSTOMER_DOCUMENT_MAX_BYTES } from '../common/customerDocuments'
import { DOCUMENT_MAX_BYTES } from '../common/investors'
import { LIVE_PREVIEW_PATHS } from '../common/sitePaths'

/** Largest request body per kind of path; uploads go through the admin's media endpoints. */
export const BODY_LIMITS = {
  upload: 12 * 1024 * 1024,
  // A document file and the form around it.
  documentUpload: DOCUMENT_MAX_BYTES + 1024 * 1024,
  // A file back office attaches to a customer, and the form around it.
  customerDocumentUpload: CUSTOMER_DOCUMENT_MAX_BYTES + 1024 * 1024,
  api: 1024 * 1024,
  site: 256 * 1024,
}

function limitFor(path: string): number {
  if (path.startsWith('/api/document-files')) return BODY_LIMITS.documentUpload
  if (path.startsWith('/api/customer-documents')) return BODY_LIMITS.customerDocumentUpload
  if (path.startsWith('/api/media') || path.startsWith('/admin')) return BODY_LIMITS.upload
  // The live preview receives a whole edit form, as the admin's saves do.
  if (path.startsWith('/api/') || LIVE_PREVIEW_PATHS.test(path)) return BODY_LIMITS.api
  return BODY_LIMITS.site
}

const tooLarge = { error: 'Payload too large' }

/** After a refusal, how long and how much more of the body is read and dropped before the
 * connection is closed: a client still sending loses an answer that a reset overtakes, so it is
 * given the time to read it (a lingering close). */
const LINGER_MS = 1000
const LINGER_BYTES = 1024 * 1024

/** The requests whose body is being counted, and how to stop passing it on. */
const watched = new WeakMap<IncomingMessage, () => void>()

/** Whether the request says it has a body: a declared length above zero, or one of unknown length. */
export const hasBody = (req: Request): boolean => Number(req.headers['content-length'] || 0) > 0 || Boolean(req.headers['transfer-encoding'])

/** Refuse oversized bodies with 413 before any handler reads them. Browsers always declare a
 * body's length; a streamed body of unknown length is refused (411) outside the admin and the
 * uploads, and cut at the limit where it is taken, so no handler can be made to buffer an endless
 * one. */
export const bodyLimits: RequestHandler = (req, res, next) => {
  const limit = limitFor(req.path)
  // Requests without a body (page views) pay nothing.
  if (hasBody(req)) watch(limit, req, res)
  const declared = Number(req.headers['content-length'] || 0)
  if (declared > limit) {
    refuseBody(req, res, 413, tooLarge)
    return
  }
  if (!req.headers['content-length'] && req.headers['transfer-encoding'] && limit < BODY_LIMITS.upload) {
    refuseBody(req, res, 411, { error: 'Length required' })
    return
  }
  next()
}

/**
 * Counts the body's bytes as the connection delivers them, below every handler: past `limit`
 * nothing more reaches the request, the client is answered 413 and the connection closed. The
 * request then fails with an error, so a handler reading it (Payload, Next, Remix) sees a body
 * that broke off, never a shorter one that ends. A declared length is held by Node's parser
 * already; this bounds the chunked ones.
 */
function watch(limit: number, req: Request, res: Response): void {
  const push = req.push.bind(req) as IncomingMessage['push']
  // Bytes that arrived before this middleware ran wait in the stream.
  let received = req.readableLength
  let dropping = false
  let dropped = 0
  watched.set(req, () => (dropping = true))
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    const bytes = chunk === null ? 0 : (chunk as Buffer).length
    if (dropping) {
      dropped += bytes
      if (dropped > LINGER_BYTES && dropped - bytes <= LINGER_BYTES) setImmediate(() => req.socket.destroy())
      // Read on, so the client's sending never stalls before it reads the answer.
      return true
    }
    received += bytes
    if (received > limit) {
      dropping = true
      // Out of the parser's callback: the answer and the connection are the event loop's.
      setImmediate(() => refuseBody(req, res, 413, tooLarge))
      return true
    }
    return push(chunk, encoding)
  }
}

/** Answers `status` with `body` to a request whose body (or the rest of it) will not be read, and
 * closes the connection once the client has had the time to read the answer; what still arrives
 * is dropped. If an answer has begun already, the connection is closed at once. */
export function refuseBody(req: Request, res: Response, status: number, body: object): void {
  watched.get(req)?.()
  const socket = req.socket
  // A handler still waiting for the rest of the body is told it broke off, when the connection ends.
  socket.once('close', () => {
    if (!req.readableEnded) req.destroy(new Error('request body refused'))
  })
  if (res.headersSent) {
    socket.destroy()
    return
  }
  // Node ends a connection marked `close` with destroySoon once the answer is written.
  socket.destroySoon = () => {
    socket.end()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
  res.setHeader('Connection', 'close')
  res.status(status).json(body)
}
