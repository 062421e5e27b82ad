import { useNavigation } from '@remix-run/react'
import { useTranslation } from '~/i18n/useTranslation'

/** A slim bar at the top while Remix loads the next page. */
export function NavigationProgress() {
  const { state } = useNavigation()
  const { t } = useTranslation()
  const busy = state !== 'idle'
  return (
    <div className="nav-progress" data-busy={busy || undefined} role="progressbar" aria-hidden={!busy} aria-label={t('Loading')}>
      <div className="nav-progress__bar" />
    </div>
  )
}
