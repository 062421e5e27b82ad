import type { CollectionConfig, Endpoint, PayloadRequest } from 'payload'
import { serverURL } from '../../common/env.server'
import { FALLBACK_LANGUAGE, LANGUAGE_PARAM, isLanguage } from '../../common/languages'
import { isPreviewCollection, livePreviewPath, sitePathOf, type PreviewCollection } from '../../common/sitePaths'
import { roleOf } from '../access/roles'
import { PREVIEW_PARAM, signPreviewToken } from './previewToken.server'

// The admin's two previews of a document shown on the site:
// - live preview: the edit view frames the site's rendering of the unsaved form, in the
//   language being edited, at the widths below (the site's page at livePreviewPath);
// - "Preview": opens the document's own address with its latest draft, through a short-lived
//   signed link made when the button is clicked (platform/preview/previewToken.server.ts).

const BREAKPOINTS = [
  { name: 'mobile', label: '390 px', width: 390, height: 844 },
  { name: 'tablet', label: '768 px', width: 768, height: 1024 },
  { name: 'desktop', label: '1280 px', width: 1280, height: 800 },
]

const DRAFT_PREVIEW_ENDPOINT = '/draft-preview'

/** The collection with both previews; its documents' site addresses are in common/sitePaths.ts. */
export function withSitePreview(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug
  if (!isPreviewCollection(slug)) throw new Error(`${slug} has no site address in common/sitePaths.ts`)
  return {
    ...collection,
    admin: {
      ...collection.admin,
      livePreview: {
        breakpoints: BREAKPOINTS,
        // Absolute: the admin posts the form to the frame at exactly this origin.
        url: ({ data, locale }) => (data?.id ? `${serverURL()}${livePreviewPath(slug, data.id as string | number)}?${LANGUAGE_PARAM}=${locale.code}` : null),
      },
      // The token is made when the link is followed, not when the edit view renders: an edit
      // view left open for an hour still opens a working preview.
      preview: (doc, { locale }) =>
        doc.id ? `${serverURL()}/api/${slug}/${encodeURIComponent(String(doc.id))}${DRAFT_PREVIEW_ENDPOINT}?locale=${locale}` : null,
    },
    endpoints: [...(collection.endpoints || []), draftPreviewEndpoint(slug)],
  }
}

/** Staff only: sends the browser to the document's address with a fresh preview token. */
function draftPreviewEndpoint(collection: PreviewCollection): Endpoint {
  return {
    path: `/:id${DRAFT_PREVIEW_ENDPOINT}`,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const noStore = { 'Cache-Control': 'private, no-store' }
      if (!roleOf(req)) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401, headers: noStore })
      const id = String(req.routeParams?.id ?? '')
      const requested = req.searchParams.get('locale')
      const language = isLanguage(requested) ? requested : FALLBACK_LANGUAGE
      const doc = await req.payload.findByID({
        collection,
        id,
        draft: true,
        depth: 0,
        locale: language,
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
      })
      const path = doc ? sitePathOf(collection, doc as unknown as Record<string, unknown>) : null
      if (!doc || !path) return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404, headers: noStore })
      const query = new URLSearchParams({ [LANGUAGE_PARAM]: language, [PREVIEW_PARAM]: signPreviewToken({ collection, id: doc.id }) })
      return new Response(null, { status: 302, headers: { ...noStore, Location: `${path}?${query}` } })
    },
  }
}
