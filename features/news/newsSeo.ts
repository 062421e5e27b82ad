import type { MetaDescriptor } from '@remix-run/node'
import { newsArticlePath } from '../../common/news'
import type { Crumb } from '../../ui/Breadcrumbs'
import { absoluteUrl, languageUrl, organization, pageMeta, rootMatchData, type Match } from '../../ui/page/seo'
import type { Article } from './news.server'

// What a news article tells search engines and link previews (Open Graph, schema.org
// NewsArticle and its breadcrumbs).

export function articleMeta(matches: readonly Match[], data: { article: Article; index: Crumb | null } | undefined): MetaDescriptor[] {
  const article = data?.article
  const tags = pageMeta(matches, {
    title: article?.headline,
    description: article?.summary,
    type: 'article',
    image: article?.share,
    trail: data?.index ? [data.index] : [],
  })
  const root = rootMatchData(matches)
  if (!root || !article) return tags
  const url = languageUrl(root.origin, newsArticlePath(article.slug), root.language)
  const publisher = organization(root)
  return [
    ...tags,
    { property: 'article:published_time', content: article.date },
    { property: 'article:modified_time', content: article.updatedAt },
    ...(article.label ? [{ property: 'article:section', content: article.label }] : []),
    {
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
        ...(article.share ? { image: [absoluteUrl(root.origin, article.share.url)] } : {}),
        ...(article.label ? { articleSection: article.label } : {}),
        author: publisher,
        publisher,
      },
    },
  ]
}
