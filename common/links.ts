/** A link that leaves the site (a full http(s) address); the site opens those in a new tab. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
