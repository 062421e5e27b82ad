import type { Payload } from 'payload'
import { needsJavaScript } from '../blocks/interactive'
import { detectLanguage } from '../i18n/i18next.server'
import { loadBlockData } from './blockData.server'
import { compactMedia } from './compactMedia.server'
import { findPage } from './pages.server'

/**
 * A CMS page route's loader body: the page in the request's language with what its blocks
 * read from other collections, and whether it needs JavaScript; or a 404 the error page shows.
 */
export async function loadCmsPage(payload: Payload, request: Request, path: string) {
  const language = await detectLanguage(request)
  const page = await findPage(payload, path, language)
  if (!page) throw new Response('Not Found', { status: 404 })
  const blockData = compactMedia(await loadBlockData(payload, page.layout, language))
  return { page, language, blockData, interactive: needsJavaScript(page.layout) }
}
