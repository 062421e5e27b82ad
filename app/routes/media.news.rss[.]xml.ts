import type { LoaderFunctionArgs } from '@remix-run/node'
import { serverURL } from '../../common/env.server'
import { FALLBACK_LANGUAGE } from '../../common/languages'
import { NEWS_FEED_SIZE, NEWS_INDEX_PATH, newsArticlePath, newsFeedPath } from '../../common/news'
import { latestNews, renderRss } from '../../features/news/index.server'
import { loadLayout } from '../../features/shell/index.server'
import { loadCatalogue } from '../../features/translations/index.server'
import { requestedLanguage } from '../../ui/i18n/i18next.server'
import { translate } from '../../ui/i18n/translate'
import { languageUrl } from '../../ui/page/seo'

/** The latest published articles as RSS 2.0: English, or the language ?lng names. A feed reader
 * keeps no cookie, so the address alone decides; the response is the same for everyone and the
 * HTML cache keeps it like a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = requestedLanguage(request) ?? FALLBACK_LANGUAGE
  const [items, catalogue, layout] = await Promise.all([
    latestNews(context.payload, language, NEWS_FEED_SIZE),
    loadCatalogue(context.payload, language),
    loadLayout(context.payload, language),
  ])
  const origin = serverURL()
  const xml = renderRss({
    title: translate(catalogue, 'News_feed_title', { brand: layout.settings.brand }),
    link: languageUrl(origin, NEWS_INDEX_PATH, language),
    description: translate(catalogue, 'News_feed_description'),
    language,
    self: `${origin}${newsFeedPath(language)}`,
    lastBuildDate: items.reduce<string | undefined>((latest, item) => (latest === undefined || item.updatedAt > latest ? item.updatedAt : latest), undefined),
    items: items.map((item) => ({
      title: item.headline,
      link: languageUrl(origin, newsArticlePath(item.slug), language),
      description: item.summary,
      published: item.date,
      category: item.label || undefined,
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
