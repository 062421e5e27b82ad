import type { Payload } from 'payload'
import type { PageBlock } from '../../blocks/types'
import type { Language } from '../../common/languages'
import type { Page as PayloadPage } from '../../common/payload-types'
import { cached } from '../../platform/contentCache.server'
import { compactMedia } from '../../ui/compactMedia.server'
import type { Compacted } from '../../ui/media'

/** A published page as the site renders it: uploads compacted, the layout always a list. */
export type Page = Compacted<Omit<PayloadPage, 'layout'>> & { layout: Compacted<PageBlock>[] }

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
  return compactMedia({ ...doc, layout: doc.layout ?? [] })
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
