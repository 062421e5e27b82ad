import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { FORGOT_PATH, type CabinetFailure } from './forms'
import { EmailField, TextField } from './TextField'
import { useSending } from './useSending'

/** E-mail and password, posted to the /cabinet action; a failure marks both fields red until the customer clicks or types. */
export function LoginForm({ failure }: { failure?: CabinetFailure }) {
  const { t } = useTranslation()
  const [sending, markSent] = useSending()
  const [shown, setShown] = useState(failure)
  const emailRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    setShown(failure)
    if (failure) emailRef.current?.focus()
  }, [failure])

  const invalid = Boolean(shown)
  const errorId = 'login-error'
  const clear = () => shown && setShown(undefined)
  return (
    <form method="post" action="/cabinet" className="cab-form" noValidate onSubmit={markSent} onClick={clear} onInput={clear} aria-labelledby="cabinet-heading">
      <input type="hidden" name="intent" value="login" />
      <EmailField ref={emailRef} id="login-email" defaultValue={failure?.values.email ?? ''} invalid={invalid} errorId={errorId} />
      <TextField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('Cabinet_password')}
        invalid={invalid}
        errorId={errorId}
        error={shown ? t(shown.error) : undefined}
      />
      <button type="submit" className="button cab-form__submit" disabled={sending}>
        {t('Cabinet_login_submit')}
      </button>
      <p>
        <a href={FORGOT_PATH}>{t('Cabinet_forgot_link')}</a>
      </p>
    </form>
  )
}
