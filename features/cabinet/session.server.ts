// What the cabinet reads from a request (Remix's or Payload's): the session cookie, the client address for the rate limits.
import { clientAddress } from '../../platform/request.server'
import type { ClientContext } from './account'
import { sessionToken } from './sessions'

export function requestToken(request: { headers: Headers }): string | null {
  return sessionToken(request.headers.get('cookie'))
}

export function requestContext(request: { headers: Headers }): ClientContext {
  return { client: clientAddress(request), previousToken: requestToken(request), userAgent: request.headers.get('user-agent') }
}

/** Pages with a customer's data are never stored by the browser or a proxy. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' }
