import { TOKEN_PARAM } from '../../common/pageParams'

// What the subscriber's pages share: their responses are private (they carry a personal token)
// and never indexed (NOINDEX in ui/page/seo.ts). Their address, token included, is never
// sent to another site as a referrer; `same-origin`, not `no-referrer`, under which a browser
// sends its form posts with `Origin: null`, which the site refuses as cross-site.
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' }

export function tokenOf({ url }: { url?: string }): string {
  return new URL(url ?? '', 'http://localhost').searchParams.get(TOKEN_PARAM) ?? ''
}
