import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { PASSKEY_DONE, PASSKEY_URLS, PASSKEYS_ANCHOR } from './paths'

// Adding a passkey (the dashboard) or signing in with one (/cabinet): WebAuthn is a browser API, so this needs scripts;
// without them the part says so, and the password form and the dashboard's other forms go on working.

export type PasskeyButtonProps = { action: 'add' | 'signIn' }

const STEPS = {
  add: {
    options: PASSKEY_URLS.registerOptions,
    finish: PASSKEY_URLS.register,
    label: 'Passkey_add',
    next: `/dashboard?done=${PASSKEY_DONE.added}#${PASSKEYS_ANCHOR}`,
  },
  signIn: { options: PASSKEY_URLS.signInOptions, finish: PASSKEY_URLS.signIn, label: 'Passkey_sign_in', next: '/dashboard' },
} as const

type Answer = { ok: true; data: unknown } | { ok: false; code: string }

async function post(url: string, body: unknown = {}): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
  const data = (await response.json().catch(() => ({}))) as { code?: string }
  return response.ok ? { ok: true, data } : { ok: false, code: data.code ?? 'Passkey_error_failed' }
}

/** What the browser's own refusal means to the customer: the device has this account's passkey already, or they
 * closed the dialog (WebAuthn tells the two apart only so). */
const browserRefusal = (error: unknown) =>
  error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? 'Passkey_error_exists' : 'Passkey_error_cancelled'

export function PasskeyButton({ action }: PasskeyButtonProps) {
  const { t } = useTranslation()
  const [supported, setSupported] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => setSupported(browserSupportsWebAuthn()), [])
  const step = STEPS[action]

  const run = async () => {
    setBusy(true)
    setError(null)
    try {
      const options = await post(step.options)
      if (!options.ok) return setError(options.code)
      let response: unknown
      try {
        const optionsJSON = options.data as never
        response = action === 'add' ? await startRegistration({ optionsJSON }) : await startAuthentication({ optionsJSON })
      } catch (refusal) {
        return setError(browserRefusal(refusal))
      }
      const done = await post(step.finish, response)
      if (!done.ok) return setError(done.code)
      window.location.assign(step.next)
    } catch {
      setError('Passkey_error_network')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="passkey-action">
      <noscript>
        <p className="passkey-action__note">{t(action === 'add' ? 'Passkey_needs_script_add' : 'Passkey_needs_script_sign_in')}</p>
      </noscript>
      {supported === false ? <p className="passkey-action__note">{t('Passkey_unsupported')}</p> : null}
      {supported ? (
        <button
          type="button"
          className="button cab-button--secondary passkey-action__button"
          onClick={run}
          disabled={busy}
          aria-describedby={error ? `passkey-${action}-error` : undefined}
        >
          {t(step.label)}
        </button>
      ) : null}
      {error ? (
        <p id={`passkey-${action}-error`} className="cab-form__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}
