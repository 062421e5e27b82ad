import { newsArticlePath } from './news'
import { pageUrl } from './pagePath'

// Where a document of a collection is shown on the site, for the admin's previews (the draft
// preview link, and the check that a preview token is used on its own document's address).
// A collection whose documents have a page of their own adds its rule here.

type Doc = Record<string, unknown>

export const SITE_PATHS = {
  pages: (doc: Doc) => (typeof doc.path === 'string' && doc.path ? pageUrl(doc.path) : null),
  news: (doc: Doc) => (typeof doc.slug === 'string' && doc.slug ? newsArticlePath(doc.slug) : null),
} satisfies Record<string, (doc: Doc) => string | null>

export type PreviewCollection = keyof typeof SITE_PATHS

export function isPreviewCollection(slug: unknown): slug is PreviewCollection {
  return typeof slug === 'string' && Object.hasOwn(SITE_PATHS, slug)
}

/** The site address of a document, or null while it has none (no path or slug yet). */
export function sitePathOf(collection: PreviewCollection, doc: Doc): string | null {
  return SITE_PATHS[collection](doc)
}

/** Where the site shows a document's live preview (staff only, framed by the admin). */
export const LIVE_PREVIEW_PATHS = /^\/live-preview(\/|$)/

export function livePreviewPath(collection: PreviewCollection, id: string | number): string {
  return `/live-preview/${collection}/${encodeURIComponent(String(id))}`
}
