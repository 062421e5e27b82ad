import { useTranslation } from '../../ui/i18n/useTranslation'
import { CONFIRM_PATH } from './forms'
import { DASHBOARD_INTENTS, IntentForm } from './SecurityPanel'

// The dashboard's banner while the address is unconfirmed, and the page its mailed link opens: plain forms, working
// without scripts.

/** "Confirm your address", with a form that mails the link again. */
export function AddressBanner({ email, sent, error }: { email: string; sent: boolean; error?: string }) {
  const { t } = useTranslation()
  return (
    <section className="dash-address" aria-label={t('Account_confirm_title')}>
      <p className="dash-address__text">{t('Account_confirm_pending', { email })}</p>
      {sent ? (
        <p className="dash-address__sent" role="status">
          {t('Account_confirm_sent', { email })}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <IntentForm intent={DASHBOARD_INTENTS.resend} label={t('Account_confirm_resend')} />
    </section>
  )
}

export type ConfirmState = 'valid' | 'invalid' | 'confirmed'

/** The link's page: one button confirms (a mail scanner opening the link confirms nothing); then the confirmation. */
export function ConfirmAddressPage({ token, state }: { token: string; state: ConfirmState }) {
  const { t } = useTranslation()
  const toCabinet = (
    <p>
      <a href="/dashboard">{t('Account_to_cabinet')}</a>
    </p>
  )
  return (
    <section className="container page-narrow cabinet">
      <h1 className="cabinet__title">{t('Account_confirm_title')}</h1>
      {state === 'confirmed' ? (
        <>
          <p className="dashboard__done" role="status">
            {t('Account_confirm_done')}
          </p>
          {toCabinet}
        </>
      ) : state === 'valid' ? (
        <form method="post" action={`${CONFIRM_PATH}?token=${encodeURIComponent(token)}`} className="cab-form">
          <p className="cabinet__lead">{t('Account_confirm_lead')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button cab-form__submit">
            {t('Account_confirm_submit')}
          </button>
        </form>
      ) : (
        <>
          <p className="field__error" role="alert">
            {t('Account_confirm_invalid')}
          </p>
          {toCabinet}
        </>
      )}
    </section>
  )
}
