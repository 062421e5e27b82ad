import type { PayloadRequest } from 'payload'
import { addDataAndFileToRequest, APIError } from 'payload'
import { adminMessage } from './adminTranslations'
import { isObject } from './json'

// The body of a request to one of our own REST endpoints, read one way by all of them: JSON (or a multipart form, as the
// admin's own forms post), an object; anything else is refused at once in the admin's language. The body is read whatever
// its type, so no request's unread bytes hold its connection (server/rest.ts drains what a handler leaves).

export async function endpointData(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type.startsWith('multipart/')) {
    await addDataAndFileToRequest(req)
    return isObject(req.data) ? req.data : {}
  }
  const text = req.body && typeof req.text === 'function' ? await req.text() : ''
  if (!text.trim()) return {}
  if (type !== 'application/json') throw new APIError(adminMessage(req, 'bodyNotJson'), 415, null, true)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = undefined
  }
  if (!isObject(value)) throw new APIError(adminMessage(req, 'bodyMalformed'), 400, null, true)
  req.data = value
  return value
}
