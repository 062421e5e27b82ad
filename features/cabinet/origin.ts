import { serverURL } from '../../common/env.server'
import { sameOrigin } from '../../platform/origin'

/**
 * False when a browser says the request comes from another site. Sign-in and registration set a
 * session cookie, so a foreign page must not be able to post them (login CSRF); SameSite=Lax
 * already keeps the cookie off such requests for everything else. The site's public address
 * counts as ours whatever host a proxy passed on.
 */
export function isSameOrigin(headers: Headers, requestUrl?: string): boolean {
  const origin = headers.get('origin')
  return origin === serverURL() || sameOrigin(origin, requestUrl ? new URL(requestUrl).host : null)
}
