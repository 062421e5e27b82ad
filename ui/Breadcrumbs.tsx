import { useTranslation } from './i18n/useTranslation'
import './Breadcrumbs.css'

export type Crumb = { href: string; label: string }

/** Where the page sits: links up the way to it, then the page itself (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation()
  return (
    <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
      <ol>
        {trail.map((crumb) => (
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
