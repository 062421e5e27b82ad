'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'
import { useSay } from '../useSay'
import { CodeField, ErrorText, InputField, usePost } from './shared'

/** A new password from a reset link, typed twice, and a code when the account has a factor (or the answer asks for one). */
export function StaffResetForm({ token, needsCode }: { token: string; needsCode: boolean }) {
  const { t } = useTranslation()
  const say = useSay()
  const { post, busy } = usePost()
  const { config } = useConfig()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [code, setCode] = useState('')
  const [askCode, setAskCode] = useState(needsCode)
  const [error, setError] = useState<{ field: 'password' | 'code'; message: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (password !== confirm) return setError({ field: 'password', message: t('fields:passwordsDoNotMatch') })
    const reply = await post('reset-password', { token, password, ...(askCode ? { code } : {}) })
    if (reply.ok) return window.location.assign(config.routes.admin)
    const wantsCode = reply.error?.data?.secondFactor === 'code'
    if (wantsCode) setAskCode(true)
    setError({ field: wantsCode ? 'code' : 'password', message: reply.error?.message ?? say('twoFactorFailed') })
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
          invalid={error?.field === 'password'}
        />
        <InputField
          name="confirm-password"
          label={t('authentication:confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          invalid={error?.field === 'password'}
        />
        {askCode ? (
          <>
            <p>{say('twoFactorCodeHint')}</p>
            <CodeField value={code} onChange={setCode} recovery invalid={error?.field === 'code'} />
          </>
        ) : null}
        <ErrorText message={error?.message ?? null} />
      </div>
      <div className="two-factor__actions">
        <Button type="submit" size="large" disabled={busy}>
          {t('authentication:resetPassword')}
        </Button>
      </div>
    </form>
  )
}
