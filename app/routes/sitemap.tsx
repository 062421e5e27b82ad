import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageUrl } from '../../common/pagePath'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { listPages } from '../../ui/page/pages.server'
import { pageMeta } from '../../ui/page/seo'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const pages = await listPages(context.payload, await detectLanguage(request))
  return { pages: pages.map((p) => ({ href: pageUrl(p.path), title: p.title, depth: p.path === 'home' ? 0 : p.path.split('/').length })) }
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: 'Sitemap', descriptionKey: 'Sitemap_description' })

/** Every page, indented by its place in the tree. */
export default function Sitemap() {
  const { t } = useTranslation()
  const { pages } = useLoaderData<typeof loader>()
  const sorted = [...pages].sort((a, b) => (a.href === '/' ? -1 : b.href === '/' ? 1 : a.href.localeCompare(b.href)))
  return (
    <section className="container page-narrow">
      <h1>{t('Sitemap')}</h1>
      <ul className="sitemap-list">
        {sorted.map((page) => (
          <li key={page.href} style={{ marginInlineStart: `${Math.max(0, page.depth - 1) * 1.5}rem` }}>
            <Link to={page.href}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
