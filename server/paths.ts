// Which part of the one process answers a path. server/app.ts routes by these, the security headers
// choose a policy by them, and the HTML cache stays out of the Next side.

/** Paths Payload answers (its admin and Next's assets through Next, its REST API directly);
 * everything else is the site. */
export const NEXT_PATHS = /^\/(admin|api|_next)(\/|$)/
/** Payload's REST API. */
export const API_PATHS = /^\/api(\/|$)/
/** The admin and Next's own assets: the part Next serves. */
export const ADMIN_PATHS = /^\/(admin|_next)(\/|$)/

/** Site paths whose response depends on who is signed in to the cabinet (Remix data requests included). */
export const SESSION_PATHS = /^\/(cabinet|dashboard)(\/|\.data$|$)/

/** The path of a raw request URL, without the query. */
export function pathOf(url: string | undefined): string {
  const raw = url || '/'
  const q = raw.indexOf('?')
  return q < 0 ? raw : raw.slice(0, q)
}
