import { useTranslation } from '../../ui/i18n/useTranslation'
import { stylesheets } from '../../ui/page/stylesheets'
import lowVisionControlCss from './LowVisionControl.css?url'
import { LowVisionForm } from './LowVisionForm'

const useStyles = stylesheets(lowVisionControlCss)

/** The header's "version for the visually impaired": a disclosure (works without scripts) opening
 * the settings under the bar. */
export function LowVisionControl({ current }: { current: string }) {
  useStyles()
  const { t } = useTranslation()
  return (
    <details className="lv-control">
      <summary className="lv-control__toggle">
        <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {/* In the ordinary version the bar has room for the eye only; its name is still read out. */}
        <span className={current ? 'lv-control__label' : 'visually-hidden'}>{t('LowVision_open')}</span>
      </summary>
      <div className="lv-control__panel">
        <div className="container">
          <LowVisionForm current={current} idPrefix="lv-header" />
        </div>
      </div>
    </details>
  )
}
