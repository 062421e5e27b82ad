import { inLanguage, type Language } from './languages'

// News articles' addresses, shared by the schema (the slug rule), the site's routes, blocks,
// feed and sitemap, so a link and the route it points to can never disagree.

/** The page that lists the news: "all news" links and the article's breadcrumbs go here. */
export const NEWS_INDEX_PATH = '/media'
/** Every article, newest first, a page at a time (a CMS page with the news archive block). */
export const NEWS_ARCHIVE_PATH = '/media/news'
/** The RSS 2.0 feed of the latest articles (English; ?lng=ru for Russian). */
export const NEWS_FEED_PATH = '/media/news/rss.xml'
/** How many articles the feed lists. */
export const NEWS_FEED_SIZE = 20

/** A slug: lowercase Latin letters and digits in words joined by single hyphens. */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Long enough for a headline's first words; an address stays readable. */
export const NEWS_SLUG_MAX = 80

export function isNewsSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= NEWS_SLUG_MAX && NEWS_SLUG.test(value)
}

/** The address of an article. */
export function newsArticlePath(slug: string): string {
  return `/media/news/${slug}`
}

export const newsFeedPath = (language: Language) => inLanguage(NEWS_FEED_PATH, language)
