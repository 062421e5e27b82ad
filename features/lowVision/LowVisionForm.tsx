import { useTranslation } from '../../ui/i18n/useTranslation'
import { usePage } from '../../ui/page/PageContext'
import { IMAGES, LOW_VISION_PATH, SCHEMES, SIZES, SPACINGS, settingsOf, type LowVision } from './settings'

const GROUPS: { name: keyof LowVision; values: readonly string[] }[] = [
  { name: 'size', values: SIZES },
  { name: 'scheme', values: SCHEMES },
  { name: 'images', values: IMAGES },
  { name: 'spacing', values: SPACINGS },
]

/** The settings as a plain form posting to the low-vision route, which keeps them in a cookie and
 * sends the reader back to the page the form was on. */
export function LowVisionForm({ current, idPrefix }: { current: string; idPrefix: string }) {
  const { t } = useTranslation()
  const page = usePage()
  const settings = settingsOf(current)
  const back = page.pathname === LOW_VISION_PATH ? '/' : `${page.pathname}${page.search}`
  return (
    <form method="post" action={LOW_VISION_PATH} className="lv-form">
      <input type="hidden" name="back" value={back} />
      {GROUPS.map(({ name, values }) => (
        <fieldset key={name} className="lv-form__group">
          <legend>{t(`LowVision_${name}`)}</legend>
          {values.map((value) => (
            <label key={value} className="lv-form__choice" htmlFor={`${idPrefix}-${name}-${value}`}>
              <input type="radio" id={`${idPrefix}-${name}-${value}`} name={name} value={value} defaultChecked={settings[name] === value} />
              {t(`LowVision_${name}_${value}`)}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="lv-form__actions">
        <button type="submit" className="button">
          {t('LowVision_apply')}
        </button>
        <button type="submit" name="ordinary" value="1" className="button button--secondary">
          {t('LowVision_ordinary')}
        </button>
      </div>
    </form>
  )
}
