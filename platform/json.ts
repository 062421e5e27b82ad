import type { PayloadRequest } from 'payload'
import { isSameOrigin } from './origin'

export const MAX_JSON_BYTES = 64 * 1024
export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error ?? status))
  }
}

/** Parse a JSON object body, refusing oversized (413) and malformed (400) ones. */
export async function readJsonObject(req: PayloadRequest, maxBytes = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const declared = Number(req.headers.get('content-length') || 0)
  if (declared > maxBytes) throw new HttpError(413, { error: 'Payload too large' })
  let text: string
  try {
    text = typeof req.text === 'function' ? await req.text() : ''
  } catch {
    throw new HttpError(400, { error: 'Unreadable body' })
  }
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, { error: 'Payload too large' })
  let value: unknown
  try {
    value = text ? JSON.parse(text) : {}
  } catch {
    throw new HttpError(400, { error: 'Malformed JSON' })
  }
  if (!isObject(value)) throw new HttpError(400, { error: 'Expected a JSON object' })
  return value
}

/** Posts that change state must come from our own pages or a non-browser client: a foreign page
 * can post JSON as `text/plain` without asking, and the body is read whatever its type. */
export function refuseCrossSite(req: PayloadRequest) {
  if (!isSameOrigin(req.headers, req.url)) throw new HttpError(403, { error: 'Cross-site request refused' })
}

/** Wrap a handler so that expected failures become their status and nothing becomes a 500 leak. */
export function jsonHandler(handler: (req: PayloadRequest) => Promise<Response>) {
  return async (req: PayloadRequest): Promise<Response> => {
    try {
      return await handler(req)
    } catch (error) {
      if (error instanceof HttpError) return Response.json(error.body, { status: error.status })
      req.payload.logger.error({ err: error, msg: 'cabinet endpoint failed' })
      return Response.json({ error: 'Internal error' }, { status: 500 })
    }
  }
}

export function requestLanguage(req: PayloadRequest): 'en' | 'ru' {
  const cookie = req.headers.get('cookie') || ''
  return /(?:^|;\s*)i18next=ru\b/.test(cookie) ? 'ru' : 'en'
}
