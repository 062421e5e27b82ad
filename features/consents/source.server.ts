import { clientAddress } from '../../platform/request.server'

/** Where a consent or its withdrawal came from: the client key the server computed (never a header the client chose)
 * and the browser's user agent, as it said. */
export function requestSource(request: { headers: Headers }): { client: string; userAgent: string | null } {
  return { client: clientAddress(request), userAgent: request.headers.get('user-agent') }
}
