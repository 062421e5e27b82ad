import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { isNewsSlug } from '../../common/news'
import { NewsArticle, articleMeta } from '../../features/news'
import { articleOf, findArticle, newsIndexCrumb } from '../../features/news/index.server'
import { findDraftPreview } from '../../platform/preview/draftPreview.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'

const notFound = () => new Response('Not Found', { status: 404 })

/** A published news article in the request's language, and the page listing the news for the
 * breadcrumbs; an unknown or malformed slug is the site's 404. A valid draft preview link for
 * this article shows its latest draft instead, read afresh. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug
  if (!isNewsSlug(slug)) throw notFound()
  const language = await detectLanguage(request)
  const [draft, index] = await Promise.all([findDraftPreview(context.payload, request, 'news', language), newsIndexCrumb(context.payload, language)])
  const article = draft ? await articleOf(context.payload, draft, language, { preview: true }) : await findArticle(context.payload, slug, language)
  if (!article) throw notFound()
  return { article, index, draftPreview: Boolean(draft) }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => articleMeta(matches, data)

export default function NewsArticlePage() {
  const { article, index, draftPreview } = useLoaderData<typeof loader>()
  return <NewsArticle article={article} index={index} draftPreview={draftPreview} />
}
