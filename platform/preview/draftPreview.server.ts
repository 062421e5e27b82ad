import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import { sitePathOf, type PreviewCollection } from '../../common/sitePaths'
import { DRAFT_PREVIEWER } from '../../common/sitePrincipals'
import { asPrincipal } from '../readAccess.server'
import { previewGrantOf } from './previewToken.server'

/** The latest draft of the document a request's preview token names, when the token is intact,
 * unexpired, of this collection, and used at that draft's own address; otherwise null, and the
 * route shows what it shows everyone (the published version, or its 404). The token is the
 * only right needed: whoever holds the link sees this one draft until it expires. */
export async function findDraftPreview<C extends PreviewCollection>(payload: Payload, request: Request, collection: C, language: Language) {
  const grant = previewGrantOf(request.url)
  if (!grant || grant.collection !== collection) return null
  const doc = await payload.findByID({
    collection,
    id: grant.id,
    draft: true,
    locale: language,
    depth: 2,
    disableErrors: true,
    ...asPrincipal(DRAFT_PREVIEWER),
  })
  if (!doc) return null
  const address = new URL(request.url).pathname.replace(/(.)\/+$/, '$1')
  return sitePathOf(collection, doc as unknown as Record<string, unknown>) === address ? doc : null
}
