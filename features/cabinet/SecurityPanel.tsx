import { useTranslation } from '../../ui/i18n/useTranslation'
import { NewPasswordFields } from './NewPasswordFields'
import type { ChangeOutcome } from './passwordReset'
import { TextField } from './TextField'

export type PasswordFailure = Extract<ChangeOutcome, { ok: false }>

/** What the dashboard's own forms post as `intent`, besides signing out here. */
export const DASHBOARD_INTENTS = { password: 'password', everywhere: 'everywhere' } as const

/** Changing the password and signing out everywhere: plain forms posted to the dashboard's action. */
export function SecurityPanels({ failure }: { failure?: PasswordFailure }) {
  const { t } = useTranslation()
  const failed = (field: PasswordFailure['field']) => failure?.field === field
  return (
    <div className="dashboard__grid dash-security">
      <section className="dash-panel panel" aria-labelledby="dash-password-heading">
        <h2 id="dash-password-heading" className="dash-panel__heading">
          {t('Dashboard_change_password')}
        </h2>
        <form method="post" action="/dashboard" className="cab-form" noValidate>
          <input type="hidden" name="intent" value={DASHBOARD_INTENTS.password} />
          <TextField
            id="dash-current"
            name="current"
            type="password"
            autoComplete="current-password"
            required
            label={t('Dashboard_current_password')}
            invalid={failed('current')}
            errorId="dash-current-error"
            error={failed('current') ? t(failure!.error) : undefined}
          />
          <NewPasswordFields idPrefix="dash" label={t('Dashboard_new_password')} error={failed('password') ? t(failure!.error) : undefined} />
          <button type="submit" className="button cab-form__submit">
            {t('Dashboard_change_password_submit')}
          </button>
        </form>
      </section>
      <section className="dash-panel panel" aria-labelledby="dash-everywhere-heading">
        <h2 id="dash-everywhere-heading" className="dash-panel__heading">
          {t('Dashboard_sessions')}
        </h2>
        <form method="post" action="/dashboard" className="cab-form">
          <p className="dash-panel__lead">{t('Dashboard_sign_out_everywhere_lead')}</p>
          <input type="hidden" name="intent" value={DASHBOARD_INTENTS.everywhere} />
          <button type="submit" className="button cab-button--secondary cab-form__submit">
            {t('Dashboard_sign_out_everywhere')}
          </button>
        </form>
      </section>
    </div>
  )
}
