import { safeLocalPath } from '../../common/links'

// The rules of the `redirects` collection, shared by the admin (what may be saved) and the site
// (which request a redirect answers): one spelling for a from-path, and what a target may be.

/** Paths the site never answers (the admin, its API and assets): a redirect from them would never be followed. */
const NOT_SITE = /^\/(admin|api|_next)(\/|$)/

/** The one spelling of a path a redirect answers: a leading "/", no trailing "/", no query or
 * fragment, percent-encoded, lower case (as page paths are matched); null for anything that is
 * not a path of this site. A request's path goes through the same rule before it is looked up. */
export function redirectSource(input: string): string | null {
  const raw = input.trim()
  // A scheme or "//" names another site, not a path here.
  if (!raw || /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) return null
  const path = (raw.startsWith('/') ? raw : `/${raw}`).replace(/[?#].*$/, '')
  // Browsers read a backslash as "/" and drop tabs and newlines: "/\\evil" would name another site.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\\\x00-\x20\x7f]/.test(path) || path.startsWith('//')) return null
  let pathname: string
  try {
    pathname = new URL(path, 'http://localhost').pathname
  } catch {
    return null
  }
  const spelled = (pathname.replace(/\/+$/, '') || '/').toLowerCase()
  if (NOT_SITE.test(spelled)) return null
  return safeLocalPath(spelled) === spelled ? spelled : null
}

/** Where a redirect sends visitors: a path of this site (with the from-path spelling of it, to
 * compare with other redirects) or a full http(s) address elsewhere. */
export type RedirectTarget = { local: true; href: string; path: string } | { local: false; href: string }

/** A redirect's target, or null when it is neither a safe path of this site nor an http(s)
 * address. An address on `siteOrigin` counts as the path it names, so it cannot hide a loop. */
export function redirectTarget(input: string, siteOrigin?: string): RedirectTarget | null {
  const raw = input.trim()
  if (/^https?:\/\//i.test(raw)) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return null
    }
    // eslint-disable-next-line no-control-regex -- a Location header must not carry control characters or spaces
    if (!url.hostname || /[\x00-\x20\x7f]/.test(raw)) return null
    if (siteOrigin && url.origin === new URL(siteOrigin).origin) return redirectTarget(`${url.pathname}${url.search}${url.hash}`)
    return { local: false, href: url.href }
  }
  // Any other scheme is refused rather than read as a relative path.
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return null
  const href = raw.startsWith('/') ? raw : `/${raw}`
  if (safeLocalPath(href) !== href) return null
  const path = redirectSource(href.replace(/[?#].*$/, ''))
  return path ? { local: true, href, path } : null
}

/** The address a visitor is sent to: a local target without a query of its own keeps the
 * request's query (the language, a tab), an external one gets none of it. */
export function redirectLocation(target: string, requestSearch: string): string {
  if (/^https?:\/\//i.test(target) || target.includes('?') || !requestSearch || requestSearch === '?') return target
  const hash = target.indexOf('#')
  return hash < 0 ? `${target}${requestSearch}` : `${target.slice(0, hash)}${requestSearch}${target.slice(hash)}`
}
