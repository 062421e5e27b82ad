import { serverURL } from '../common/env.server'

/**
 * False when a browser says the request comes from another site. Sign-in and registration set a
 * session cookie, so a foreign page must not be able to post them (login CSRF); SameSite=Lax
 * already keeps the cookie off such requests for everything else. Requests without an Origin
 * header (non-browser API clients, same-origin GETs) are not browser cross-site posts.
 */
export function isSameOrigin(headers: Headers, requestUrl?: string): boolean {
  const origin = headers.get('origin')
  if (!origin) return true
  if (origin === serverURL()) return true
  if (requestUrl) {
    try {
      return new URL(requestUrl).origin === origin
    } catch {
      return false
    }
  }
  return false
}
