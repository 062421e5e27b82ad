import type { LoaderFunctionArgs } from '@remix-run/node'
import { serverURL } from '../../common/env.server'
import { LANGUAGES, LANGUAGE_PARAM } from '../../common/languages'
import { pageUrl } from '../../common/pagePath'
import { listPages } from '../content/pages.server'

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every published page in both languages, each version naming the other (hreflang). */
export async function loader({ context }: LoaderFunctionArgs) {
  const pages = await listPages(context.payload, 'en')
  const origin = serverURL()
  const href = (path: string, language: string) => `${origin}${pageUrl(path)}?${LANGUAGE_PARAM}=${language}`
  const urls = pages.flatMap((page) =>
    LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escape(href(page.path, language))}</loc>\n    <lastmod>${page.updatedAt.slice(0, 10)}</lastmod>\n` +
        LANGUAGES.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escape(href(page.path, alt))}"/>\n`).join('') +
        `  </url>`,
    ),
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
