import type { MetaDescriptor } from '@remix-run/node'
import { LANGUAGES, LANGUAGE_PARAM, type Language } from '../../common/languages'
import { newsFeedPath } from '../../common/news'
import type { ShareImage } from '../../common/shareImage'
import type { Crumb } from '../Breadcrumbs'
import { translate } from '../i18n/translate'

export type RootMatchData = {
  language: Language
  origin: string
  catalogue: Record<string, string>
  layout: {
    settings: { brand: string; logo: { url: string } | null; phone: string; email: string; social: { url: string }[] }
  }
  /** The picture a page without one of its own shows in link previews. */
  share: ShareImage | null
}
export type Match = { id: string; data: unknown; pathname?: string }

/** The robots tag of a page that is personal (a token, a session) or a step in a form: never indexed. */
export const NOINDEX = { name: 'robots', content: 'noindex, nofollow' }

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_US', ru: 'ru_RU' }

/** The root route's data among a meta function's matches (absent on an error page). */
export function rootMatchData(matches: readonly Match[]): RootMatchData | undefined {
  return matches.find((m) => m.id === 'root')?.data as RootMatchData | undefined
}

/** The canonical address of a page's version in `language`: the path with ?lng=, which needs
 * no cookie. */
export function languageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${path}?${LANGUAGE_PARAM}=${language}`
}

/** An address on the site made absolute (Open Graph and schema.org want absolute URLs). */
export const absoluteUrl = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url)

export type PageHead = {
  title?: string
  titleKey?: string
  titleValues?: Record<string, string>
  description?: string | null
  descriptionKey?: string
  pathname?: string
  /** Its picture for link previews; the site's (the home page's) when it has none. */
  image?: ShareImage | null
  /** Open Graph's type: `article` for a news article. */
  type?: 'website' | 'article'
  /** The pages above it, for a page below another: BreadcrumbList structured data. */
  trail?: readonly Crumb[]
}

/** Every page's head, from one place: title, description, canonical URL and hreflang alternates,
 * Open Graph and Twitter's card, and, for a page below another, its breadcrumbs as schema.org
 * data. Remix writes JSON-LD with `<` escaped, so no text in it can close its script element; a
 * data block, so the script policy is not involved. */
export function pageMeta(matches: readonly Match[], page: PageHead): MetaDescriptor[] {
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
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: href(root.language) },
    { property: 'og:locale', content: OG_LOCALE[root.language] },
    ...LANGUAGES.filter((language) => language !== root.language).map((language) => ({ property: 'og:locale:alternate', content: OG_LOCALE[language] })),
    { tagName: 'link', rel: 'canonical', href: href(root.language) },
    ...LANGUAGES.map((language) => ({ tagName: 'link', rel: 'alternate', hrefLang: language, href: href(language) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${root.origin}${pathname}` },
  ]
  const description = page.description ?? (page.descriptionKey ? translate(root.catalogue, page.descriptionKey) : '')
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  }
  const image = page.image ?? root.share
  if (image) {
    tags.push(
      { property: 'og:image', content: absoluteUrl(root.origin, image.url) },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
    )
  }
  tags.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' })
  if (page.trail) tags.push(breadcrumbList(root, page.trail, { href: pathname, label: title || brand }))
  return tags
}

/** The way from the home page to a page as schema.org's BreadcrumbList, each step at the address
 * of its version in the page's language. */
function breadcrumbList(root: RootMatchData, trail: readonly Crumb[], current: Crumb): MetaDescriptor {
  const steps = [{ href: '/', label: translate(root.catalogue, 'Breadcrumb_home') }, ...trail, current]
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: steps.map((step, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: step.label,
        item: languageUrl(root.origin, step.href, root.language),
      })),
    },
  }
}

/** The organisation behind the site as schema.org data: its name, address, logo, how to reach it
 * (site settings) and its profiles elsewhere (the social links). */
export function organization(root: RootMatchData) {
  const { brand, logo, phone, email, social } = root.layout.settings
  return {
    '@type': 'Organization',
    name: brand,
    url: `${root.origin}/`,
    ...(logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(root.origin, logo.url) } } : {}),
    ...(phone || email
      ? { contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', ...(phone ? { telephone: phone } : {}), ...(email ? { email } : {}) }] }
      : {}),
    ...(social.length ? { sameAs: social.map((link) => link.url) } : {}),
  }
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

type CmsPageHead = {
  page: {
    title: string
    path: string
    share: ShareImage | null
    seo?: { description?: string | null } | null
    layout?: readonly { blockType: string }[] | null
  }
  trail: readonly Crumb[]
}

/** A CMS page's tags; the home page also describes the organisation, a page below another its
 * breadcrumbs, and a page that shows news announces the news feed. Without a page (its loader
 * answered 404) the tags of the page not found, never indexed. */
export function cmsPageMeta(matches: readonly Match[], data: CmsPageHead | undefined, pathname?: string): MetaDescriptor[] {
  if (!data) return errorMeta(matches, 404)
  const { page, trail } = data
  const root = rootMatchData(matches)
  const nested = page.path.includes('/')
  return [
    ...pageMeta(matches, { title: page.title, description: page.seo?.description, pathname, image: page.share, trail: nested ? trail : undefined }),
    ...(page.path === 'home' && root ? [{ 'script:ld+json': { '@context': 'https://schema.org', ...organization(root) } }] : []),
    ...(listsNews(page.layout) ? newsFeedMeta(matches) : []),
  ]
}

/** The head of an error page (not found, or the server's error): what it is, in link previews
 * too, never indexed; no canonical address or language versions, since no page is at its address. */
export function errorMeta(matches: readonly Match[], status: number): MetaDescriptor[] {
  const [titleKey, descriptionKey] = status === 404 ? ['NotFound_title', 'NotFound_text'] : ['Error_title', 'Error_text']
  const tags = pageMeta(matches, { titleKey, descriptionKey })
  const address = (tag: MetaDescriptor) => ('tagName' in tag && tag.tagName === 'link') || ('property' in tag && tag.property === 'og:url')
  return [...tags.filter((tag) => !address(tag)), NOINDEX]
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
