import type { ReactNode } from 'react'
import { isExternal, safeHref } from '../common/links'
import { useTranslation } from './i18n/useTranslation'

type Props = { href: string; className?: string; children: ReactNode; 'aria-label'?: string }

/** A CMS link: a site path is a plain link; a full address leaves the site, so it opens
 * in a new tab, without handing the new page a reference to ours, and says so to screen readers.
 * An address `safeHref` refuses (javascript: and the like) leaves its text without a link. */
export function SiteLink({ href: stored, className, children, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation()
  const href = safeHref(stored)
  if (href === null) return <span className={className}>{children}</span>
  if (!isExternal(href)) {
    return (
      <a href={href} className={className} aria-label={ariaLabel}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} className={className} aria-label={ariaLabel ? `${ariaLabel} ${t('Opens_new_tab')}` : undefined} target="_blank" rel="noopener noreferrer">
      {children}
      {ariaLabel ? null : <span className="visually-hidden"> {t('Opens_new_tab')}</span>}
    </a>
  )
}
