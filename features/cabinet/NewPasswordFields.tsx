import { useTranslation } from '../../ui/i18n/useTranslation'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './registration'
import { TextField } from './TextField'

/** The rule as password managers read it when they make a password up. */
const PASSWORD_RULES = `minlength: ${PASSWORD_MIN_LENGTH}; maxlength: ${PASSWORD_MAX_LENGTH};`

/** A new password and its confirmation side by side: the rule under the first, a failure under the second, both marked.
 * No maxLength: the browser would cut a longer pasted password without a word; the server says it is too long. */
export function NewPasswordFields({ idPrefix, label, error }: { idPrefix: string; label?: string; error?: string }) {
  const { t } = useTranslation()
  const errorId = `${idPrefix}-password-error`
  return (
    <div className="cab-form__pair">
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        label={label ?? t('Cabinet_password')}
        minLength={PASSWORD_MIN_LENGTH}
        {...{ passwordrules: PASSWORD_RULES }}
        hint={t('Account_password_hint')}
        invalid={Boolean(error)}
        errorId={errorId}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        label={t('Cabinet_confirm_password')}
        invalid={Boolean(error)}
        errorId={errorId}
        error={error}
      />
    </div>
  )
}
