import type { Payload, Where } from 'payload'
import type { Language } from '../../common/languages'
import { NEWS_INDEX_PATH } from '../../common/news'
import { pageUrl } from '../../common/pagePath'
import type { News } from '../../common/payload-types'
import type { ShareImage } from '../../common/shareImage'
import { cached } from '../../platform/contentCache.server'
import { AS_VISITOR } from '../../platform/readAccess.server'
import type { Crumb } from '../../ui/Breadcrumbs'
import { compactMedia } from '../../ui/compactMedia.server'
import type { Compacted, Image } from '../../ui/media'
import { listPages } from '../../ui/page/pages.server'
import { shareImageOf } from '../../ui/page/shareImage'
import { releaseParts, type ReleaseParts } from '../investors/index.server'

// The site reads published news only: a draft, or a published article's unpublished changes,
// stay with staff. Every read below goes through here, as anyone reads (access rules applied).
const PUBLISHED: Where = { _status: { equals: 'published' } }
const PUBLISHED_AS_VISITOR = { draft: false, ...AS_VISITOR } as const

/** A news item as lists show it: a missing label is empty. */
export type NewsItem = Pick<News, 'id' | 'slug' | 'date' | 'updatedAt' | 'headline' | 'summary'> & { label: string }

/** An article as its page shows it, with its picture's rendition for link previews and the
 * documents and events released with it. */
export type Article = NewsItem & { image: Image | null; share: ShareImage | null; body: Compacted<News['body']> | null; release: ReleaseParts }

/** Every published article in `language`, newest first: one cached list (a few hundred short
 * items) that the archive's filters and pages, the latest news and the feed all read. */
export function allNews(payload: Payload, language: Language): Promise<NewsItem[]> {
  return cached(`news-all:${language}`, async () => {
    const result = await payload.find({
      collection: 'news',
      where: PUBLISHED,
      locale: language,
      sort: ['-date', '-id'],
      depth: 0,
      pagination: false,
      select: { slug: true, date: true, updatedAt: true, label: true, headline: true, summary: true },
      ...PUBLISHED_AS_VISITOR,
    })
    return result.docs.map(toItem)
  })
}

/** The newest published news in `language`. */
export async function latestNews(payload: Payload, language: Language, limit: number): Promise<NewsItem[]> {
  return (await allNews(payload, language)).slice(0, limit)
}

/** The published article at `slug` in `language`, its image and the uploads in its text
 * populated; or null. */
export function findArticle(payload: Payload, slug: string, language: Language): Promise<Article | null> {
  return cached(`article:${language}:${slug}`, async () => {
    const result = await payload.find({
      collection: 'news',
      where: { and: [{ slug: { equals: slug } }, PUBLISHED] },
      locale: language,
      limit: 1,
      depth: 1,
      ...PUBLISHED_AS_VISITOR,
    })
    const doc = result.docs[0]
    return doc ? articleOf(payload, doc, language, { preview: false }) : null
  })
}

/** A news document with its image and the uploads in its text populated, as its page shows it:
 * the published one with its published parts, or in a preview a draft with its parts' drafts. */
export async function articleOf(payload: Payload, doc: News, language: Language, preview: { preview: boolean }): Promise<Article> {
  const { image, body } = compactMedia({ image: doc.image, body: doc.body })
  const release = await releaseParts(payload, doc.release, language, preview)
  return { ...toItem(doc), image: typeof image === 'object' ? image : null, share: shareImageOf(doc.image), body: body ?? null, release }
}

/** The page listing the news, for an article's breadcrumbs, when there is one. */
export async function newsIndexCrumb(payload: Payload, language: Language): Promise<Crumb | null> {
  const index = (await listPages(payload, language)).find((page) => pageUrl(page.path) === NEWS_INDEX_PATH)
  return index ? { href: NEWS_INDEX_PATH, label: index.title } : null
}

/** What an article's page renders: the article and its way back to the list. */
export type ArticleView = { article: Article; index: Crumb | null }

function toItem(doc: Pick<News, 'id' | 'slug' | 'date' | 'updatedAt' | 'label' | 'headline' | 'summary'>): NewsItem {
  const { id, slug, date, updatedAt, label, headline, summary } = doc
  return { id, slug, date, updatedAt, label: label ?? '', headline, summary }
}
