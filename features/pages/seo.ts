import type { MetaDescriptor } from '@remix-run/node'
import { LANGUAGES, LANGUAGE_PARAM, type Language } from '../../common/languages'
import { newsFeedPath } from '../../common/news'
import { translate } from '../../ui/i18n/translate'

export type RootMatchData = {
  language: Language
  origin: string
  catalogue: Record<string, string>
  layout: { settings: { brand: string; logo: { url: string } | null } }
}
export type Match = { id: string; data: unknown; pathname?: string }

/** The robots tag of a page that is personal (a token, a session) or a step in a form: never indexed. */
export const NOINDEX = { name: 'robots', content: 'noindex, nofollow' }

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_GB', ru: 'ru_RU' }

/** The root route's data among a meta function's matches (absent on an error page). */
export function rootMatchData(matches: readonly Match[]): RootMatchData | undefined {
  return matches.find((m) => m.id === 'root')?.data as RootMatchData | undefined
}

/** The canonical address of a page's version in `language`: the path with ?lng=, which needs
 * no cookie. */
export function languageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${path}?${LANGUAGE_PARAM}=${language}`
}

/** Title, description, canonical URL and the hreflang alternates of a page. */
export function pageMeta(
  matches: readonly Match[],
  page: { title?: string; titleKey?: string; titleValues?: Record<string, string>; description?: string | null; descriptionKey?: string; pathname?: string },
): MetaDescriptor[] {
  const root = rootMatchData(matches)
  if (!root) return [{ title: page.title ?? '' }]
  const last = matches[matches.length - 1]
  const pathname = page.pathname ?? last?.pathname ?? '/'
  const title = page.title ?? (page.titleKey ? translate(root.catalogue, page.titleKey, page.titleValues) : '')
  const brand = root.layout.settings.brand
  const href = (language: Language) => languageUrl(root.origin, pathname, language)
  const tags: MetaDescriptor[] = [
    { title: title && title !== brand ? `${title} — ${brand}` : brand },
    { property: 'og:title', content: title || brand },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: OG_LOCALE[root.language] },
    { tagName: 'link', rel: 'canonical', href: href(root.language) },
    ...LANGUAGES.map((language) => ({ tagName: 'link', rel: 'alternate', hrefLang: language, href: href(language) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${root.origin}${pathname}` },
  ]
  const description = page.description ?? (page.descriptionKey ? translate(root.catalogue, page.descriptionKey) : '')
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  }
  return tags
}

/** The news feed in the page's language, for feed readers that look for it in a page's head. */
function newsFeedMeta(matches: readonly Match[]): MetaDescriptor[] {
  const root = rootMatchData(matches)
  if (!root) return []
  const title = translate(root.catalogue, 'News_feed_title', { brand: root.layout.settings.brand })
  return [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title, href: `${root.origin}${newsFeedPath(root.language)}` }]
}

/** Whether a page shows news (so announces the feed). */
function listsNews(layout: readonly { blockType: string }[] | null | undefined): boolean {
  return (layout ?? []).some((block) => block.blockType === 'newsList' || block.blockType === 'newsColumn')
}

/** A CMS page's tags; a page that shows news also announces the news feed. */
export function cmsPageMeta(
  matches: readonly Match[],
  page: { title: string; seo?: { description?: string | null } | null; layout?: readonly { blockType: string }[] | null } | undefined,
  pathname?: string,
): MetaDescriptor[] {
  return [
    ...pageMeta(matches, { title: page?.title, description: page?.seo?.description, pathname }),
    ...(listsNews(page?.layout) ? newsFeedMeta(matches) : []),
  ]
}

/** The neighbouring pages of a paginated list on the page (a block's data naming `newer` and
 * `older` addresses), as rel=prev/next links. */
export function pagerMeta(matches: readonly Match[], blockData: Record<string, unknown> | undefined): MetaDescriptor[] {
  const root = rootMatchData(matches)
  if (!root || !blockData) return []
  const tags: MetaDescriptor[] = []
  for (const data of Object.values(blockData)) {
    const { newer, older } = (data ?? {}) as { newer?: unknown; older?: unknown }
    if (typeof newer === 'string') tags.push({ tagName: 'link', rel: 'prev', href: `${root.origin}${newer}` })
    if (typeof older === 'string') tags.push({ tagName: 'link', rel: 'next', href: `${root.origin}${older}` })
  }
  return tags
}
