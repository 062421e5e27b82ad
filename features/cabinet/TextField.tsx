import { forwardRef, type InputHTMLAttributes } from 'react'
import { useTranslation } from '../../ui/i18n/useTranslation'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string
  name: string
  label: string
  hint?: string
  /** Marks the field red and invalid. */
  invalid?: boolean
  /** The id of the message that explains the failure (may sit under another field). */
  errorId?: string
  /** The message, when it is shown under this field. */
  error?: string
}

/** A labelled input whose failure is seen (red) and announced (aria-invalid, the message tied by aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ id, name, label, hint, invalid, errorId, error, ...input }, ref) {
  const hintId = hint ? `${id}-hint` : undefined
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className="cab-field" data-invalid={invalid ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} name={name} aria-invalid={invalid ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="cab-field__hint">
          {hint}
        </p>
      ) : null}
      {error && errorId ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
})

/** The e-mail a customer signs in with (the login and "Forgot your password?"). */
export const EmailField = forwardRef<HTMLInputElement, Omit<Props, 'name' | 'label'>>(function EmailField(props, ref) {
  const { t } = useTranslation()
  return <TextField ref={ref} name="email" type="email" inputMode="email" autoComplete="username" required label={t('Cabinet_email')} {...props} />
})
