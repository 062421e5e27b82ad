import { formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Island } from '../../ui/islands/Island'
import type { PasskeyButtonProps } from './PasskeyButton'
import type { PasskeyView } from './passkeys.server'
import { PASSKEY_FIELD, PASSKEYS_ANCHOR, REMOVE_PASSKEY_INTENT } from './paths'

export type PasskeysPanelProps = {
  passkeys: PasskeyView[]
  language: Language
  /** The catalogue key of a refused removal. */
  error?: string
  /** What was just done, to say so. */
  done?: 'added' | 'removed'
}

/** The dashboard's passkeys: each with the device it was added from, when, and when last used, and a plain form that
 * removes it; adding one is the island's (WebAuthn needs scripts). */
export function PasskeysPanel({ passkeys, language, error, done }: PasskeysPanelProps) {
  const { t } = useTranslation()
  return (
    <section className="dash-panel panel dash-passkeys" aria-labelledby={PASSKEYS_ANCHOR}>
      <h2 id={PASSKEYS_ANCHOR} className="dash-panel__heading">
        {t('Passkey_heading')}
      </h2>
      <p className="dash-panel__lead">{t('Passkey_lead')}</p>
      {done ? (
        <p className="dashboard__done" role="status">
          {t(done === 'added' ? 'Passkey_added' : 'Passkey_removed')}
        </p>
      ) : null}
      {error ? (
        <p className="cab-form__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {passkeys.length === 0 ? (
        <p>{t('Passkey_none')}</p>
      ) : (
        <ul className="dash-devices">
          {passkeys.map((key) => {
            const device = t('Dashboard_device', {
              browser: key.browser ?? t('Dashboard_device_unknown_browser'),
              system: key.system ?? t('Dashboard_device_unknown_system'),
            })
            return (
              <li key={key.id} className="dash-devices__item">
                <p className="dash-devices__name">{device}</p>
                <p className="dash-devices__times">
                  {t('Passkey_times', {
                    added: formatDateTime(key.addedAt, language),
                    used: key.lastUsedAt ? formatDateTime(key.lastUsedAt, language) : t('Passkey_never_used'),
                  })}
                </p>
                <form method="post" action="/dashboard">
                  <input type="hidden" name="intent" value={REMOVE_PASSKEY_INTENT} />
                  <input type="hidden" name={PASSKEY_FIELD} value={key.id} />
                  <button type="submit" className="button cab-button--secondary" aria-label={t('Passkey_remove_named', { device })}>
                    {t('Passkey_remove')}
                  </button>
                </form>
              </li>
            )
          })}
        </ul>
      )}
      <Island name="passkey" props={{ action: 'add' } satisfies PasskeyButtonProps} />
    </section>
  )
}
