import { useTranslation } from './i18n/useTranslation'

/** A slim bar at the top while the next page loads; on pages with scripts the islands runtime
 * shows it (ui/islands/navigationProgress.ts). */
export function NavigationProgress() {
  const { t } = useTranslation()
  return (
    <div className="nav-progress" role="progressbar" aria-hidden="true" aria-label={t('Loading')}>
      <div className="nav-progress__bar" />
    </div>
  )
}
