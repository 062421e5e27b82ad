import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageUrl } from '../../common/pagePath'
import { inMenuOrder, loadLayout } from '../../features/shell/index.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { listPages } from '../../ui/page/pages.server'
import { pageMeta } from '../../ui/page/seo'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await detectLanguage(request)
  const [pages, { navigation }] = await Promise.all([listPages(context.payload, language), loadLayout(context.payload, language)])
  return {
    pages: inMenuOrder(pages, navigation.items, navigation.legal).map((p) => ({
      href: pageUrl(p.path),
      title: p.title,
      depth: p.path === 'home' ? 0 : p.path.split('/').length,
    })),
  }
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: 'Sitemap', descriptionKey: 'Sitemap_description' })

/** Every page in the menu's order, indented by its place in the tree. */
export default function Sitemap() {
  const { t } = useTranslation()
  const { pages } = useLoaderData<typeof loader>()
  return (
    <section className="container page-narrow">
      <h1>{t('Sitemap')}</h1>
      <ul className="sitemap-list">
        {pages.map((page) => (
          <li key={page.href} style={{ marginInlineStart: `${Math.max(0, page.depth - 1) * 1.5}rem` }}>
            <Link to={page.href}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
