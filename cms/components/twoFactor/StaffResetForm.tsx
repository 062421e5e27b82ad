'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'
import { CodeField, ErrorText, InputField, useSay, usePost } from './shared'

/** A new password from a reset link, typed twice, and a current code when the account has a
 * second factor (or when the answer asks for one), posted to /api/users/reset-password. Success
 * signs in: an account that must still set two-factor sign-in up does so at the sign-in the
 * admin then asks for. */
export function StaffResetForm({ token, needsCode }: { token: string; needsCode: boolean }) {
  const { t } = useTranslation()
  const say = useSay()
  const post = usePost()
  const { config } = useConfig()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [code, setCode] = useState('')
  const [askCode, setAskCode] = useState(needsCode)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (password !== confirm) return setError(t('fields:passwordsDoNotMatch'))
    setBusy(true)
    const reply = await post('reset-password', { token, password, ...(askCode ? { code } : {}) })
    setBusy(false)
    if (reply.ok) return window.location.assign(config.routes.admin)
    if (reply.error?.data?.secondFactor === 'code') setAskCode(true)
    setError(reply.error?.message ?? say('twoFactorFailed'))
    setCode('')
  }

  return (
    <form className="login__form two-factor" onSubmit={submit}>
      <div className="login__form__inputWrap">
        <InputField
          name="password"
          label={t('authentication:newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          invalid={Boolean(error)}
        />
        <InputField
          name="confirm-password"
          label={t('authentication:confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          invalid={Boolean(error)}
        />
        {askCode ? (
          <>
            <p>{say('twoFactorCodeHint')}</p>
            <CodeField value={code} onChange={setCode} recovery invalid={Boolean(error)} />
          </>
        ) : null}
        <ErrorText message={error} />
      </div>
      <div className="two-factor__actions">
        <Button type="submit" size="large" disabled={busy}>
          {t('authentication:resetPassword')}
        </Button>
      </div>
    </form>
  )
}
