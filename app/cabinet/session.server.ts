// The cabinet service as the Remix routes reach it: the session cookie from the request, the
// client address for the rate limits. The rules themselves live in cms/services/cabinet.
import type { ClientContext } from '../../cms/services/cabinet'
import { sessionToken } from '../../cms/services/cabinet'
import { clientAddress } from '../request.server'

export {
  clearedSessionCookie,
  endSession,
  isSameOrigin,
  phoneRegion,
  readProfile,
  registerCustomer,
  resolveSession,
  sessionCookie,
  signIn,
} from '../../cms/services/cabinet'

export function requestToken(request: Request): string | null {
  return sessionToken(request.headers.get('cookie'))
}

export function requestContext(request: Request): ClientContext {
  return { client: clientAddress(request), previousToken: requestToken(request) }
}

/** Pages with a customer's data are never stored by the browser or a proxy. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' }
