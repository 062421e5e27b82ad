import type { Payload } from 'payload'
import { loadBlockData } from '../blocks/data.server'
import type { Language } from '../common/languages'
import { listQuery } from '../common/pageParams'
import { redirectFor } from '../features/pages/index.server'
import { cached } from '../platform/contentCache.server'
import { findDraftPreview } from '../platform/preview/draftPreview.server'
import { compactMedia } from '../ui/compactMedia.server'
import { detectLanguage } from '../ui/i18n/i18next.server'
import { hasIslands } from '../ui/islands/registry'
import { ancestorCrumbs, findPage, sitePage, type Page } from '../ui/page/pages.server'
import { islands } from './islands/registry'

/**
 * A CMS page route's loader body: the page in the request's language with what its blocks
 * read from other collections, and whether it needs JavaScript; or, where no page is, the
 * redirect from that path, else a 404 the error page shows.
 * The whole result is kept per content version, so a render of unchanged content reads nothing.
 * A valid draft preview link for this page shows its latest draft instead, read afresh.
 */
export async function loadCmsPage(payload: Payload, request: Request, path: string) {
  const language = await detectLanguage(request)
  const url = new URL(request.url)
  // A list's filters and page (the library, the news archive) are part of what is rendered.
  const query = listQuery(`${url.pathname}${url.search}`)
  const draft = await findDraftPreview(payload, request, 'pages', language)
  if (draft) return { ...(await cmsPageView(payload, sitePage(draft), language, query)), draftPreview: true }
  const data = await cached(`cms-page:${language}:${path}?${query}`, () => readCmsPage(payload, path, language, query))
  if (!data) throw (await redirectFor(payload, request)) ?? new Response('Not Found', { status: 404 })
  return data
}

async function readCmsPage(payload: Payload, path: string, language: Language, query: URLSearchParams) {
  const page = await findPage(payload, path, language)
  return page ? cmsPageView(payload, page, language, query) : null
}

/** What a page's route renders of a page document: the page, the pages above it (breadcrumbs),
 * what its blocks read from other collections, and whether it needs JavaScript. */
export async function cmsPageView(payload: Payload, page: Page, language: Language, query?: URLSearchParams) {
  const [blockData, trail] = await Promise.all([loadBlockData(payload, page.layout, language, query), ancestorCrumbs(payload, page.path, language)])
  return { page, language, blockData: compactMedia(blockData), trail, interactive: hasIslands(islands, page.layout), draftPreview: false }
}
