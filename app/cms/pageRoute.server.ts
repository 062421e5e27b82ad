import type { Payload } from 'payload'
import { detectLanguage } from '../i18n/i18next.server'
import { findPage } from './pages.server'

/** A page route's loader body: the page in the request's language, or a 404 the error page shows. */
export async function loadPageOr404(payload: Payload, request: Request, path: string) {
  const language = await detectLanguage(request)
  const page = await findPage(payload, path, language)
  if (!page) throw new Response('Not Found', { status: 404 })
  return { page, language }
}
