import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { NEWS_INDEX_PATH, isNewsSlug } from '../../common/news'
import { pageUrl } from '../../common/pagePath'
import { NewsArticle } from '../components/news/NewsArticle'
import { findArticle } from '../content/news.server'
import { listPages } from '../content/pages.server'
import { detectLanguage } from '../i18n/i18next.server'
import type { IslandsHandle } from '../islands/routeIslands'
import { articleMeta } from '../newsSeo'

const notFound = () => new Response('Not Found', { status: 404 })

/** A published news article in the request's language, and the page listing the news for the
 * breadcrumbs; an unknown or malformed slug is the site's 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug
  if (!isNewsSlug(slug)) throw notFound()
  const language = await detectLanguage(request)
  const [article, pages] = await Promise.all([findArticle(context.payload, slug, language), listPages(context.payload, language)])
  if (!article) throw notFound()
  const index = pages.find((page) => pageUrl(page.path) === NEWS_INDEX_PATH)
  return { article, index: index ? { href: NEWS_INDEX_PATH, label: index.title } : null }
}

/** Text and a picture: nothing here needs JavaScript. */
export const handle: IslandsHandle = { islands: false }

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => articleMeta(matches, data?.article)

export default function NewsArticlePage() {
  const { article, index } = useLoaderData<typeof loader>()
  return <NewsArticle article={article} index={index} />
}
