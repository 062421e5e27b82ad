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
