'use client'
import { Button, FieldLabel, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useState } from 'react'
import type { Enrolment } from '../../../features/staff/index.server'
import { useSay } from '../useSay'
import { CodeField, EnrolmentKey, ErrorText, PasswordField, RecoveryCodes, usePost } from './shared'

type Mode = { name: 'idle' } | { name: 'setup'; enrolment: Enrolment } | { name: 'recovery'; codes: string[] } | { name: 'turnOff' } | { name: 'reset' }

type Staff = { id: number | string; role?: string; twoFactorEnabled?: boolean | null }

/** Two-factor sign-in on a staff account's page: the owner sets it up or turns it off, an admin resets someone else's; the
 * server decides every step (features/staff/twoFactorEndpoints.ts). */
export function TwoFactorPanel({ field }: { field: { label?: Record<string, string> | string | false } }) {
  const say = useSay()
  const { post, busy } = usePost()
  const { config } = useConfig()
  const { user } = useAuth<Staff>()
  const { id, data } = useDocumentInfo()
  const own = Boolean(user && id !== undefined && String(user.id) === String(id))
  const [enabled, setEnabled] = useState<boolean>(Boolean((own ? user : (data as Staff | undefined))?.twoFactorEnabled))
  const [mode, setMode] = useState<Mode>({ name: 'idle' })
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  if (id === undefined || !user || (!own && user.role !== 'admin')) return null
  const required = ['admin', 'backoffice'].includes(String((own ? user : (data as Staff | undefined))?.role))

  const go = (next: Mode) => {
    setMode(next)
    setCode('')
    setPassword('')
    setError(null)
    setNotice(null)
  }

  async function call(path: string, body?: unknown) {
    const reply = await post(path, body)
    if (!reply.ok) setError(reply.error?.message ?? say('twoFactorFailed'))
    return reply
  }

  async function startSetup() {
    const reply = await call('two-factor/setup')
    if (reply.ok) go({ name: 'setup', enrolment: reply.body as unknown as Enrolment })
  }

  async function confirm() {
    if (mode.name !== 'setup') return
    const reply = await call('two-factor/confirm', { enrolment: mode.enrolment.ticket, password, code })
    setCode('')
    if (!reply.ok) return
    setEnabled(true)
    go({ name: 'recovery', codes: reply.body?.recoveryCodes as string[] })
  }

  async function turnOff() {
    const reply = await call('two-factor/disable', { password, code })
    setCode('')
    if (!reply.ok) return
    setEnabled(false)
    // A role that requires it has no rights without it: sign in again, and set it up there.
    if (required && reply.body?.signInAgain)
      return window.location.assign(formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.logout }))
    go({ name: 'idle' })
    setNotice(say('twoFactorTurnedOff'))
  }

  async function reset() {
    const reply = await call(`${encodeURIComponent(String(id))}/two-factor/reset`)
    if (!reply.ok) return
    setEnabled(false)
    go({ name: 'idle' })
    setNotice(say('twoFactorResetDone'))
  }

  const status = own ? say(enabled ? 'twoFactorIsOn' : 'twoFactorIsOff') : say(enabled ? 'twoFactorOtherOn' : 'twoFactorOtherOff')
  return (
    <div className="field-type two-factor two-factor--panel">
      <FieldLabel label={field.label || say('twoFactorTitle')} as="h3" />
      <p className="two-factor__status">
        <strong>{status}</strong>
        {own ? ` ${say(required ? 'twoFactorRequiredNote' : 'twoFactorOptionalNote')}` : null}
      </p>
      {notice ? <p role="status">{notice}</p> : null}

      {mode.name === 'idle' ? (
        <>
          <ErrorText message={error} />
          <div className="two-factor__actions">
            {own && !enabled ? (
              <Button size="medium" onClick={startSetup} disabled={busy}>
                {say('twoFactorSetUp')}
              </Button>
            ) : null}
            {own && enabled ? (
              <Button size="medium" buttonStyle="secondary" onClick={() => go({ name: 'turnOff' })}>
                {say('twoFactorTurnOff')}
              </Button>
            ) : null}
            {!own && enabled ? (
              <Button size="medium" buttonStyle="secondary" onClick={() => go({ name: 'reset' })}>
                {say('twoFactorReset')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}

      {mode.name === 'setup' ? (
        <div role="group" aria-label={say('twoFactorSetUpTitle')}>
          <p>{say('twoFactorSetUpIntro')}</p>
          <EnrolmentKey enrolment={mode.enrolment} />
          <PasswordField value={password} onChange={setPassword} invalid={Boolean(error)} autoFocus onEnter={confirm} />
          <CodeField value={code} onChange={setCode} recovery={false} invalid={Boolean(error)} onEnter={confirm} />
          <ErrorText message={error} />
          <ActOrCancel label={say('twoFactorTurnOn')} onAct={confirm} onCancel={() => go({ name: 'idle' })} busy={busy} />
        </div>
      ) : null}

      {mode.name === 'recovery' ? (
        <>
          <RecoveryCodes codes={mode.codes} />
          <Button size="medium" onClick={() => go({ name: 'idle' })}>
            {say('twoFactorRecoverySaved')}
          </Button>
        </>
      ) : null}

      {mode.name === 'turnOff' ? (
        <div role="group" aria-label={say('twoFactorTurnOff')}>
          <p>
            {say('twoFactorTurnOffIntro')} {required ? say('twoFactorTurnOffRequired') : null}
          </p>
          <PasswordField value={password} onChange={setPassword} invalid={Boolean(error)} autoFocus onEnter={turnOff} />
          <CodeField value={code} onChange={setCode} recovery invalid={Boolean(error)} onEnter={turnOff} />
          <ErrorText message={error} />
          <ActOrCancel label={say('twoFactorTurnOff')} danger onAct={turnOff} onCancel={() => go({ name: 'idle' })} busy={busy} />
        </div>
      ) : null}

      {mode.name === 'reset' ? (
        <>
          <p>{say('twoFactorResetConfirm')}</p>
          <ErrorText message={error} />
          <ActOrCancel label={say('twoFactorReset')} danger onAct={reset} onCancel={() => go({ name: 'idle' })} busy={busy} />
        </>
      ) : null}
    </div>
  )
}

/** A step's action and the way back out of it. */
function ActOrCancel({ label, danger, onAct, onCancel, busy }: { label: string; danger?: boolean; onAct: () => void; onCancel: () => void; busy: boolean }) {
  const say = useSay()
  return (
    <div className="two-factor__actions">
      <Button size="medium" buttonStyle={danger ? 'error' : 'primary'} onClick={onAct} disabled={busy}>
        {label}
      </Button>
      <Button size="medium" buttonStyle="secondary" onClick={onCancel}>
        {say('twoFactorCancel')}
      </Button>
    </div>
  )
}
