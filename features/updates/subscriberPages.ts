// What the subscriber's pages share: their responses are private (they carry a personal token)
// and never indexed (NOINDEX in features/pages/seo.ts).
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

export function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? ''
}
