import type { Payload } from 'payload'
import { loadBlockData } from '../../blocks/data.server'
import type { Language } from '../../common/languages'
import { detectLanguage } from '../i18n/i18next.server'
import { hasIslands } from '../islands/registry'
import { cached } from './cache.server'
import { compactMedia } from './compactMedia.server'
import { findPage } from './pages.server'
import { redirectFor } from './redirects.server'

/**
 * A CMS page route's loader body: the page in the request's language with what its blocks
 * read from other collections, and whether it needs JavaScript; or, where no page is, the
 * redirect from that path, else a 404 the error page shows.
 * The whole result is kept per content version, so a render of unchanged content reads nothing.
 */
export async function loadCmsPage(payload: Payload, request: Request, path: string) {
  const language = await detectLanguage(request)
  const data = await cached(`cms-page:${language}:${path}`, () => readCmsPage(payload, path, language))
  if (!data) throw (await redirectFor(payload, request)) ?? new Response('Not Found', { status: 404 })
  return data
}

async function readCmsPage(payload: Payload, path: string, language: Language) {
  const page = await findPage(payload, path, language)
  if (!page) return null
  const blockData = compactMedia(await loadBlockData(payload, page.layout, language))
  return { page, language, blockData, interactive: hasIslands(page.layout) }
}
