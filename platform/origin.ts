import { serverURL } from '../common/env.server'

/**
 * The one origin rule: a browser's Origin, when sent, names the host the request was sent to.
 * Requests without one (API clients, same-origin GETs) are no browser cross-site posts; `null`
 * (a sandboxed or privacy-hiding page) and anything unreadable are foreign. Remix and Next apply
 * it to actions; server/requestGuards.ts answers it first, and the JSON endpoints apply it.
 */
export function sameOrigin(origin: string | null | undefined, host: string | null | undefined): boolean {
  if (origin == null) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

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
