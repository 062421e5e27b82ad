import breadcrumbsCss from './Breadcrumbs.css?url'
import { useTranslation } from './i18n/useTranslation'
import { stylesheets } from './page/stylesheets'

const useStyles = stylesheets(breadcrumbsCss)

export type Crumb = { href: string; label: string }

/** Where the page sits: the home page and the pages in `trail` on the way to it, then the page
 * itself (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ trail, current, className }: { trail: Crumb[]; current: string; className?: string }) {
  useStyles()
  const { t } = useTranslation()
  return (
    <nav className={className ? `breadcrumbs ${className}` : 'breadcrumbs'} aria-label={t('Breadcrumbs')}>
      <ol>
        {[{ href: '/', label: t('Breadcrumb_home') }, ...trail].map((crumb) => (
          <li key={crumb.href}>
            <a href={crumb.href}>{crumb.label}</a>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  )
}
