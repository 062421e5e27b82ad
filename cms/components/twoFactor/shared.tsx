'use client'
import { useConfig } from '@payloadcms/ui'
import { useState, type InputHTMLAttributes } from 'react'
import type { Enrolment, SecondFactorStep } from '../../../features/staff/index.server'
import { useSay } from '../useSay'

// What the sign-in, reset and the account's panel share: the JSON calls to /api/users/… and the pieces of a setup.

/** An answer of the API as the panels read it: Payload's `{ errors: [{ message, data }] }` when it failed. */
export type Reply = {
  ok: boolean
  status: number
  body: Record<string, unknown> | null
  error?: { message?: string; data?: { secondFactor?: SecondFactorStep; enrolment?: Enrolment } }
}

/** POST a JSON body to /api/users/<path>, with the admin's cookie; `busy` while an answer is awaited. */
export function usePost() {
  const { config } = useConfig()
  const [busy, setBusy] = useState(false)
  async function post(path: string, body: unknown = {}): Promise<Reply> {
    setBusy(true)
    try {
      const response = await fetch(`${config.routes.api}/users/${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const json = (await response.json().catch(() => null)) as Reply['body']
      return { ok: response.ok, status: response.status, body: json, error: (json?.errors as Reply['error'][] | undefined)?.[0] }
    } catch {
      return { ok: false, status: 0, body: null }
    } finally {
      setBusy(false)
    }
  }
  return { post, busy }
}

/** The QR code and the same key as text, in groups of four as apps accept it typed. */
export function EnrolmentKey({ enrolment }: { enrolment: Enrolment }) {
  const say = useSay()
  return (
    <div className="two-factor__key">
      <img className="two-factor__qr" src={enrolment.qr} alt={say('twoFactorQrAlt')} width={184} height={184} />
      <p>
        <span id="two-factor-key-label">{say('twoFactorKey')}</span>
        <br />
        <code id="two-factor-secret" aria-labelledby="two-factor-key-label">
          {enrolment.secret.match(/.{1,4}/g)!.join(' ')}
        </code>
      </p>
    </div>
  )
}

/** A labelled input styled as Payload's, described by the step's error. `onEnter` is for fields outside a form of their own
 * (the account's page is one big form, whose Enter would save the account). */
export function InputField({
  name,
  label,
  value,
  onChange,
  invalid,
  onEnter,
  ...input
}: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  invalid: boolean
  onEnter?: () => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'autoFocus' | 'inputMode' | 'maxLength' | 'spellCheck'>) {
  return (
    <div className={`field-type text${invalid ? ' error' : ''}`}>
      <label className="field-label" htmlFor={`field-${name}`}>
        {label}
        <span className="required">*</span>
      </label>
      <div className="field-type__wrap">
        <input
          id={`field-${name}`}
          name={name}
          required
          {...input}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'two-factor-error' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (!onEnter || event.key !== 'Enter') return
            event.preventDefault()
            onEnter()
          }}
        />
      </div>
    </div>
  )
}

/** The code field: six digits from the app, or (`recovery`) a recovery code too. */
export function CodeField({
  recovery,
  name = 'code',
  ...field
}: { recovery: boolean; name?: string } & Omit<Parameters<typeof InputField>[0], 'name' | 'label'>) {
  const say = useSay()
  return (
    <InputField
      name={name}
      label={say('twoFactorCodeLabel')}
      type="text"
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 24 : 7}
      spellCheck={false}
      {...field}
    />
  )
}

/** The current password, which changing how one signs in takes (besides a code, with a second factor). */
export function PasswordField({ name = 'two-factor-password', ...field }: { name?: string } & Omit<Parameters<typeof InputField>[0], 'name' | 'label'>) {
  const say = useSay()
  return <InputField name={name} label={say('currentPasswordLabel')} type="password" autoComplete="current-password" {...field} />
}

/** An error said where the step's form is, announced to screen readers. */
export function ErrorText({ message }: { message: string | null }) {
  return message ? (
    <p id="two-factor-error" className="two-factor__error" role="alert">
      {message}
    </p>
  ) : null
}

/** The ten recovery codes, shown once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const say = useSay()
  return (
    <div className="two-factor__recovery">
      <h2 id="two-factor-recovery-title" className="two-factor__title">
        {say('twoFactorRecoveryTitle')}
      </h2>
      <p>{say('twoFactorRecoveryIntro')}</p>
      <ol aria-labelledby="two-factor-recovery-title">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  )
}
