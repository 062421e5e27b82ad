import type { MetaDescriptor } from '@remix-run/node'
import { LANGUAGES, LANGUAGE_PARAM, type Language } from '../common/languages'
import { translate } from './i18n/translate'

type RootMatchData = {
  language: Language
  origin: string
  catalogue: Record<string, string>
  layout: { settings: { brand: string } }
}
type Match = { id: string; data: unknown; pathname?: string }

/** Title, description, canonical URL and the hreflang alternates of a page. The canonical
 * address of each language's version is the path with ?lng=, which needs no cookie. */
export function pageMeta(
  matches: readonly Match[],
  page: { title?: string; titleKey?: string; titleValues?: Record<string, string>; description?: string | null; descriptionKey?: string; pathname?: string },
): MetaDescriptor[] {
  const root = matches.find((m) => m.id === 'root')?.data as RootMatchData | undefined
  if (!root) return [{ title: page.title ?? '' }]
  const last = matches[matches.length - 1]
  const pathname = page.pathname ?? last?.pathname ?? '/'
  const title = page.title ?? (page.titleKey ? translate(root.catalogue, page.titleKey, page.titleValues) : '')
  const brand = root.layout.settings.brand
  const href = (language: Language) => `${root.origin}${pathname}?${LANGUAGE_PARAM}=${language}`
  const tags: MetaDescriptor[] = [
    { title: title && title !== brand ? `${title} — ${brand}` : brand },
    { property: 'og:title', content: title || brand },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: root.language === 'ru' ? 'ru_RU' : 'en_GB' },
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
