import type { MetaDescriptor } from '@remix-run/node'
import { LANGUAGES } from '../../common/languages'
import { newsArticlePath } from '../../common/news'
import { OG_LOCALE, languageUrl, pageMeta, rootMatchData, type Match } from '../pages/seo'
import type { Article } from './news.server'

// What a news article tells search engines and link previews (Open Graph, schema.org
// NewsArticle).

/** An address on the site made absolute (Open Graph and schema.org want absolute URLs). */
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url)

export function articleMeta(matches: readonly Match[], article: Article | undefined): MetaDescriptor[] {
  const tags = pageMeta(matches, { title: article?.headline, description: article?.summary })
  const root = rootMatchData(matches)
  if (!root || !article) return tags
  const url = languageUrl(root.origin, newsArticlePath(article.slug), root.language)
  const image = article.image ? { ...article.image, url: absolute(root.origin, article.image.url) } : null
  const brand = root.layout.settings.brand
  const logo = root.layout.settings.logo
  const organization = {
    '@type': 'Organization',
    name: brand,
    url: `${root.origin}/`,
    ...(logo ? { logo: { '@type': 'ImageObject', url: absolute(root.origin, logo.url) } } : {}),
  }
  return [
    ...tags,
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: url },
    ...LANGUAGES.filter((language) => language !== root.language).map((language) => ({ property: 'og:locale:alternate', content: OG_LOCALE[language] })),
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { property: 'article:published_time', content: article.date },
    { property: 'article:modified_time', content: article.updatedAt },
    ...(article.label ? [{ property: 'article:section', content: article.label }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    {
      // Remix escapes it for the <script> element; a data block, so the script policy is not involved.
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.headline,
        description: article.summary,
        inLanguage: root.language,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        datePublished: article.date,
        dateModified: article.updatedAt,
        ...(image ? { image: [image.url] } : {}),
        ...(article.label ? { articleSection: article.label } : {}),
        author: organization,
        publisher: organization,
      },
    },
  ]
}
