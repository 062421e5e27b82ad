// The cabinet service as the Remix routes reach it: the session cookie from the request, the
// client address for the rate limits. The rules themselves live in features/cabinet.
import { clientAddress } from '../../platform/request.server'
import type { ClientContext } from '.'
import { sessionToken } from '.'

export { clearedSessionCookie, endSession, isSameOrigin, phoneRegion, readProfile, registerCustomer, resolveSession, sessionCookie, signIn } from '.'

export function requestToken(request: Request): string | null {
  return sessionToken(request.headers.get('cookie'))
}

export function requestContext(request: Request): ClientContext {
  return { client: clientAddress(request), previousToken: requestToken(request) }
}

/** Pages with a customer's data are never stored by the browser or a proxy. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' }
