/** One spelling for page paths: no slashes at the ends, "/" itself is "home". */
export function normalizePath(input: string): string {
  const trimmed = input
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
  return trimmed === '' ? 'home' : trimmed
}

/** The public URL of a page path. */
export function pageUrl(path: string): string {
  return path === 'home' ? '/' : `/${path}`
}
