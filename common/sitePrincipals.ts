// Who the site reads the CMS as when an anonymous visitor is not enough (the site's reads run with
// access control on): the redirects, which visitors follow but may not list, a draft preview, and
// the files of published documents, which visitors download but may not list.
// Neither is a `users` document, so no staff role admits it and no sign-in can yield one.

export const SITE_PRINCIPAL = 'site-principal'

export type SitePrincipal = { collection: typeof SITE_PRINCIPAL; id: 'redirects' | 'draft-preview' | 'document-files' }

/** Reads the redirects, to answer visitors with them. */
export const REDIRECT_READER: SitePrincipal = { collection: SITE_PRINCIPAL, id: 'redirects' }
/** Reads drafts, for a request holding a valid preview token (platform/preview/previewToken.server.ts). */
export const DRAFT_PREVIEWER: SitePrincipal = { collection: SITE_PRINCIPAL, id: 'draft-preview' }

/** Reads the files of published documents, to link them and to serve them (features/investors/DocumentFiles.ts). */
export const DOCUMENT_FILE_READER: SitePrincipal = { collection: SITE_PRINCIPAL, id: 'document-files' }

/** Whether a request's user is this principal. */
export function isSitePrincipal(user: unknown, principal: SitePrincipal): boolean {
  const candidate = user as Partial<SitePrincipal> | null | undefined
  return candidate?.collection === SITE_PRINCIPAL && candidate.id === principal.id
}
