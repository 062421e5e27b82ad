import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MODE_PARAM } from '../../common/pageParams'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { ConsentBox, CONSENT_FIELD, consentPath, consentProblem, type ConsentField } from '../consents'
import type { CabinetFailure } from './forms'
import { NewPasswordFields } from './NewPasswordFields'
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, validateRegistration, type RegistrationField } from './registration'
import { SignatureField, type SignatureHandle } from './SignatureField'
import { TextField } from './TextField'
import { useSending } from './useSending'

type Shown = { field?: RegistrationField | ConsentField | 'login'; error: string }

/** The registration form: on submit the shared rules (registration.ts) run in the browser, and the first failing field
 * turns red with its message and the focus, and nothing is sent. The server runs them again. */
export function RegisterForm({ failure, phoneRegion }: { failure?: CabinetFailure; phoneRegion: string }) {
  const { t } = useTranslation()
  const [sending, markSent] = useSending()
  const signatureRef = useRef<SignatureHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [shown, setShown] = useState<Shown | undefined>(failure)

  const focusField = (field: Shown['field']) => {
    if (field === 'signature') signatureRef.current?.focus()
    else if (field) formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()
  }
  useEffect(() => {
    setShown(failure)
    if (failure) focusField(failure.field)
  }, [failure])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    signatureRef.current?.capture()
    const form = new FormData(event.currentTarget)
    const fields = Object.fromEntries(form)
    const result = validateRegistration(fields, phoneRegion)
    const problem = result.ok ? consentProblem(fields) : result
    if (problem) {
      event.preventDefault()
      setShown({ field: problem.field, error: problem.error })
      focusField(problem.field)
    } else markSent()
  }
  const clear = () => shown && setShown(undefined)

  const values = failure?.values ?? {}
  const bad = (field: RegistrationField) => shown?.field === field
  const errorId = (field: string) => `register-${field}-error`
  const message = (field: RegistrationField) => (bad(field) && shown ? t(shown.error) : undefined)
  const field = (name: RegistrationField) => ({
    name,
    required: true,
    defaultValue: values[name],
    invalid: bad(name),
    errorId: errorId(name),
    error: message(name),
  })

  return (
    <form
      ref={formRef}
      method="post"
      action={`/cabinet?${MODE_PARAM}=register`}
      className="cab-form cab-form--register"
      noValidate
      onSubmit={onSubmit}
      onClick={clear}
      onInput={clear}
      aria-labelledby="cabinet-heading"
    >
      <input type="hidden" name="intent" value="register" />
      {shown && !shown.field ? (
        <p className="cab-form__error" role="alert">
          {t(shown.error)}
        </p>
      ) : null}
      <TextField id="register-email" type="email" inputMode="email" autoComplete="email" label={t('Cabinet_email')} {...field('email')} />
      <NewPasswordFields idPrefix="register" error={message('password')} />
      <div className="cab-form__pair">
        <TextField id="register-first-name" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} label={t('Cabinet_first_name')} {...field('firstName')} />
        <TextField id="register-last-name" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} label={t('Cabinet_last_name')} {...field('lastName')} />
      </div>
      <TextField id="register-address" autoComplete="street-address" maxLength={ADDRESS_MAX_LENGTH} label={t('Cabinet_address')} {...field('address')} />
      {/* Text, not number: a number input drops leading zeros and refuses "+", spaces, dashes. */}
      <TextField
        id="register-phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        label={t('Cabinet_phone')}
        hint={t('Cabinet_phone_hint')}
        {...field('phone')}
      />
      <SignatureField ref={signatureRef} id="register-signature" invalid={bad('signature')} errorId={errorId('signature')} error={message('signature')} />
      <ConsentBox
        id={`register-${CONSENT_FIELD}`}
        name={CONSENT_FIELD}
        label={t('Consent_cabinet_box')}
        links={[{ href: consentPath('cabinet'), text: t('Consent_cabinet_link') }]}
        error={shown?.field === CONSENT_FIELD ? t(shown.error) : undefined}
      />
      <button type="submit" className="button cab-form__submit" disabled={sending}>
        {t('Cabinet_register_submit')}
      </button>
    </form>
  )
}
