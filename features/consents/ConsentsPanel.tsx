import { consentPath, PURPOSE_TITLES, WITHDRAW_INTENT } from '../../common/consentPurposes'
import { formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { ConsentView } from './records'

/** The customer's consents on the dashboard: purpose, version (a link to its text), when given; a form to withdraw each,
 * and once withdrawn, when and what follows. */
export function ConsentsPanel({ consents, language, withdrawn }: { consents: ConsentView[]; language: Language; withdrawn: boolean }) {
  const { t } = useTranslation()
  return (
    <section id="consents" className="dash-panel panel dash-consents" aria-labelledby="dash-consents-heading">
      <h2 id="dash-consents-heading" className="dash-panel__heading">
        {t('Consents_heading')}
      </h2>
      {withdrawn ? (
        <p className="dashboard__done" role="status">
          {t('Consent_withdrawn_done')}
        </p>
      ) : null}
      {consents.length === 0 ? <p>{t('Consents_none')}</p> : null}
      <ul className="dash-consents__list">
        {consents.map((consent) => (
          <li key={consent.purpose} className="dash-consents__item">
            <p className="dash-consents__purpose">{t(PURPOSE_TITLES[consent.purpose])}</p>
            <p>
              <a href={consentPath(consent.purpose, consent.version)}>{t('Consent_version', { version: String(consent.version) })}</a>
              {' · '}
              {t('Consent_given', { date: formatDateTime(consent.givenAt, language) })}
            </p>
            {consent.withdrawnAt ? (
              <p className="dash-consents__withdrawn">{t('Consent_withdrawn', { date: formatDateTime(consent.withdrawnAt, language) })}</p>
            ) : (
              <form method="post" action="/dashboard" className="cab-form">
                <p className="dash-panel__lead">{t('Consent_withdraw_note')}</p>
                <input type="hidden" name="intent" value={WITHDRAW_INTENT} />
                <input type="hidden" name="purpose" value={consent.purpose} />
                <button type="submit" className="button cab-button--secondary cab-form__submit">
                  {t('Consent_withdraw')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
