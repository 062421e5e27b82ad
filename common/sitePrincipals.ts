// Who the site reads the CMS as. Every read of the site goes through the Local API with access
// control on (`overrideAccess: false`), so a field that points at private data shows the site
// only what a visitor may read. Two reads need more than an anonymous visitor, and run as one of
// these principals: the redirects (which visitors may follow but not list) and a draft preview
// (which shows a draft to whoever holds its link). Neither is a `users` document, so no staff
// role admits it, and no request can present one: Payload's sign-in yields `users` documents only.

export const SITE_PRINCIPAL = 'site-principal'

export type SitePrincipal = { collection: typeof SITE_PRINCIPAL; id: 'redirects' | 'draft-preview' }

/** Reads the redirects, to answer visitors with them. */
export const REDIRECT_READER: SitePrincipal = { collection: SITE_PRINCIPAL, id: 'redirects' }
/** Reads drafts, for a request holding a valid preview token (features/preview/previewToken.server.ts). */
export const DRAFT_PREVIEWER: SitePrincipal = { collection: SITE_PRINCIPAL, id: 'draft-preview' }

/** Whether a request's user is this principal. */
export function isSitePrincipal(user: unknown, principal: SitePrincipal): boolean {
  const candidate = user as Partial<SitePrincipal> | null | undefined
  return candidate?.collection === SITE_PRINCIPAL && candidate.id === principal.id
}
