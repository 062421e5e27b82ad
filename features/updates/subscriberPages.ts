// What the subscriber's pages share: their responses are private (they carry a personal token)
// and never indexed.
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
export const NOINDEX = { name: 'robots', content: 'noindex, nofollow' }

export function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? ''
}
