import type { LoaderFunctionArgs } from '@remix-run/node'
import { serverURL } from '../../common/env.server'
import { LANGUAGES } from '../../common/languages'
import { newsArticlePath } from '../../common/news'
import { pageUrl } from '../../common/pagePath'
import { escapeXml } from '../../common/xml'
import { allNews } from '../../features/news/index.server'
import { listPages } from '../../ui/page/pages.server'
import { languageUrl } from '../../ui/page/seo'

/** Every published page and news article in both languages, each version naming the others
 * (hreflang). */
export async function loader({ context }: LoaderFunctionArgs) {
  const [pages, articles] = await Promise.all([listPages(context.payload, 'en'), allNews(context.payload, 'en')])
  const entries = [
    ...pages.map((page) => ({ path: pageUrl(page.path), updatedAt: page.updatedAt })),
    ...articles.map((article) => ({ path: newsArticlePath(article.slug), updatedAt: article.updatedAt })),
  ]
  const origin = serverURL()
  const urls = entries.flatMap(({ path, updatedAt }) =>
    LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(languageUrl(origin, path, language))}</loc>\n    <lastmod>${updatedAt.slice(0, 10)}</lastmod>\n` +
        LANGUAGES.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(languageUrl(origin, path, alt))}"/>\n`).join('') +
        `  </url>`,
    ),
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
