import { useTranslation } from '../../ui/i18n/useTranslation'
import { TextField } from './TextField'

/** A new password and its confirmation side by side: the rule under the first, a failure under the second, both marked. */
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
        hint={t('Cabinet_password_hint')}
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
