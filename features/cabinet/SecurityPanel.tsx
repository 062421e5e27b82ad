import type { ReactNode } from 'react'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { NewPasswordFields } from './NewPasswordFields'
import type { ChangeOutcome } from './passwordReset'
import { TextField } from './TextField'

export type PasswordFailure = Extract<ChangeOutcome, { ok: false }>

/** What the dashboard's own forms post as `intent`, besides signing out here. */
export const DASHBOARD_INTENTS = { password: 'password', everywhere: 'everywhere', resend: 'resend-confirmation', endSession: 'end-session' } as const

/** A plain form posting one of the intents to the dashboard's action, with one secondary button. */
export function IntentForm({
  intent,
  label,
  className,
  buttonClass = '',
  children,
}: {
  intent: string
  label: string
  className?: string
  buttonClass?: string
  children?: ReactNode
}) {
  return (
    <form method="post" action="/dashboard" className={className}>
      {children}
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`button cab-button--secondary ${buttonClass}`.trim()}>
        {label}
      </button>
    </form>
  )
}

/** Changing the password: a plain form posted to the dashboard's action. */
export function PasswordPanel({ failure }: { failure?: PasswordFailure }) {
  const { t } = useTranslation()
  const failed = (field: PasswordFailure['field']) => failure?.field === field
  return (
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
  )
}

/** Changing the password, the sessions and signing out everywhere: plain forms posted to the dashboard's action. */
export function SecurityPanels({ failure, devices }: { failure?: PasswordFailure; devices: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="dashboard__grid dash-security">
      <PasswordPanel failure={failure} />
      <section className="dash-panel panel" aria-labelledby="dash-everywhere-heading">
        <h2 id="dash-everywhere-heading" className="dash-panel__heading">
          {t('Dashboard_sessions')}
        </h2>
        {devices}
        <IntentForm intent={DASHBOARD_INTENTS.everywhere} label={t('Dashboard_sign_out_everywhere')} className="cab-form" buttonClass="cab-form__submit">
          <p className="dash-panel__lead">{t('Dashboard_sign_out_everywhere_lead')}</p>
        </IntentForm>
      </section>
    </div>
  )
}
