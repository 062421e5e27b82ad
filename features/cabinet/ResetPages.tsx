import { useTranslation } from '../../ui/i18n/useTranslation'
import { FORGOT_PATH, RESET_PATH } from './forms'
import { NewPasswordFields } from './NewPasswordFields'
import { EmailField } from './TextField'

// "Forgot your password?" and the page its mailed link opens: plain forms, working without scripts.

function Status({ text, error }: { text: string; error?: boolean }) {
  return (
    <p className={error ? 'field__error' : 'cabinet__lead'} role={error ? 'alert' : 'status'}>
      {text}
    </p>
  )
}

export function ForgotPage({ sent, error }: { sent: boolean; error?: string }) {
  const { t } = useTranslation()
  return (
    <section className="container page-narrow cabinet">
      <h1 className="cabinet__title">{t('Cabinet_forgot_title')}</h1>
      {sent ? <Status text={t('Cabinet_forgot_sent')} /> : <p className="cabinet__lead">{t('Cabinet_forgot_lead')}</p>}
      <form method="post" action={FORGOT_PATH} className="cab-form" noValidate>
        <EmailField id="forgot-email" invalid={Boolean(error)} errorId="forgot-error" error={error ? t(error) : undefined} />
        <button type="submit" className="button cab-form__submit">
          {t('Cabinet_forgot_submit')}
        </button>
      </form>
    </section>
  )
}

export function ResetPage({ token, valid, error }: { token: string; valid: boolean; error?: string }) {
  const { t } = useTranslation()
  return (
    <section className="container page-narrow cabinet">
      <h1 className="cabinet__title">{t('Cabinet_reset_title')}</h1>
      {valid ? (
        <form method="post" action={`${RESET_PATH}?token=${encodeURIComponent(token)}`} className="cab-form" noValidate>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields idPrefix="reset" error={error ? t(error) : undefined} />
          <button type="submit" className="button cab-form__submit">
            {t('Cabinet_reset_submit')}
          </button>
        </form>
      ) : (
        <>
          <Status error text={t('Cabinet_reset_invalid')} />
          <p>
            <a href={FORGOT_PATH}>{t('Cabinet_forgot_link')}</a>
          </p>
        </>
      )}
    </section>
  )
}
