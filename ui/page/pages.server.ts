import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import { pageUrl } from '../../common/pagePath'
import type { Page as PayloadPage } from '../../common/payload-types'
import type { ShareImage } from '../../common/shareImage'
import { cached } from '../../platform/contentCache.server'
import type { PageBlock } from '../blocks/types'
import type { Crumb } from '../Breadcrumbs'
import { compactMedia } from '../compactMedia.server'
import type { Compacted } from '../media'
import { pageShareImage } from './shareImage'

/** A published page as the site renders it: uploads compacted, the layout always a list, and its
 * picture for link previews (read before compacting, which drops the renditions). */
export type Page = Compacted<Omit<PayloadPage, 'layout'>> & { layout: Compacted<PageBlock>[]; share: ShareImage | null }

/** The published page at `path` in `language`, or null. */
export function findPage(payload: Payload, path: string, language: Language): Promise<Page | null> {
  return cached(`page:${language}:${path}`, async () => {
    const result = await payload.find({
      collection: 'pages',
      where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] },
      locale: language,
      depth: 2,
      limit: 1,
      draft: false,
      overrideAccess: false,
    })
    const page = result.docs[0]
    return page ? sitePage(page) : null
  })
}

/** A page document as the site renders it (published, or a draft shown to staff). */
export function sitePage(doc: PayloadPage): Page {
  return { ...compactMedia({ ...doc, layout: doc.layout ?? [] }), share: pageShareImage(doc) }
}

export type PageSummary = { path: string; title: string; updatedAt: string }

/** Every published page, for the sitemaps. */
export function listPages(payload: Payload, language: Language): Promise<PageSummary[]> {
  return cached(`pages:${language}`, async () => {
    const result = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      locale: language,
      depth: 0,
      pagination: false,
      sort: 'path',
      select: { path: true, title: true, updatedAt: true },
      overrideAccess: false,
    })
    return result.docs.map(({ path, title, updatedAt }) => ({ path, title, updatedAt }))
  })
}

/** The published pages above `path` (about_us for about_us/history), outermost first, as
 * breadcrumbs; a level without a page of its own is left out. The home page is not among them. */
export async function ancestorCrumbs(payload: Payload, path: string, language: Language): Promise<Crumb[]> {
  const segments = path.split('/')
  if (segments.length < 2) return []
  const titles = new Map((await listPages(payload, language)).map((page) => [page.path, page.title]))
  return segments.slice(0, -1).flatMap((_, i) => {
    const ancestor = segments.slice(0, i + 1).join('/')
    const title = titles.get(ancestor)
    return title ? [{ href: pageUrl(ancestor), label: title }] : []
  })
}
