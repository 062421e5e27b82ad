/** A link that leaves the site (a full http(s) address); the site opens those in a new tab. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/** Printable ASCII without the backslash: a raw character outside it is either read differently
 * by browsers (tabs and newlines are dropped, "\" is "/") or cannot go in a Location header. */
const PLAIN_PATH = /^\/[\x21-\x5b\x5d-\x7e]*$/
/** Once percent-decoded, control characters and "\" still mean nothing on a page path here. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const DECODED_UNSAFE = /[\x00-\x1f\x7f-\x9f\\]/

/** A same-site path to send a visitor back to, or "/" for anything else: it must start with
 * exactly one "/" and hold only printable ASCII, and so must every percent-decoded form of it,
 * since some clients and proxies decode once more ("/%2F/evil.example" would become "//evil…"). */
export function safeLocalPath(value: unknown): string {
  if (typeof value !== 'string' || !PLAIN_PATH.test(value) || value.startsWith('//')) return '/'
  let decoded = value
  for (let round = 0; round < 3 && decoded.includes('%'); round++) {
    try {
      decoded = decodeURIComponent(decoded)
    } catch {
      return '/' // a malformed escape: no page of the site has one
    }
    if (DECODED_UNSAFE.test(decoded) || decoded.startsWith('//')) return '/'
  }
  return value
}

/** Link schemes a CMS text may use; anything else (javascript:, data:, vbscript: …) could run
 * code or pose as the site. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/** The address of a link written in CMS text, or null when it is not one a page may carry: a
 * site path, a #fragment, or an http(s), mailto or tel address. Read as browsers read it, which
 * ignore tabs and newlines anywhere and control characters and spaces at the ends. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const href = value.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '')
  if (href === '') return null
  if (href.startsWith('#')) return href
  if (href.startsWith('/')) return href.startsWith('//') || href.startsWith('/\\') ? null : href
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  return scheme && SAFE_SCHEMES.has(scheme) ? href : null
}
