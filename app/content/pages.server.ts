import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import { cached } from './cache.server'
import { compactMedia } from './compactMedia.server'

export type PageBlock = { blockType: string; id?: string; [field: string]: unknown }
export type Page = {
  id: string | number
  title: string
  path: string
  seo?: { description?: string | null; image?: unknown }
  layout: PageBlock[]
  updatedAt: string
}

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
    const page = result.docs[0] as unknown as Page | undefined
    return page ? compactMedia({ ...page, layout: page.layout ?? [] }) : null
  })
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
    return (result.docs as unknown as PageSummary[]).map(({ path, title, updatedAt }) => ({ path, title, updatedAt }))
  })
}
