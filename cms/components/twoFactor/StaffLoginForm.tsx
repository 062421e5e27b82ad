'use client'
import { Button, Link, useConfig, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useState, type FormEvent } from 'react'
import type { Enrolment } from '../../../features/staff/index.server'
import type { AdminMessage } from '../../../platform/adminTranslations'
import { useSay } from '../useSay'
import { CodeField, EnrolmentKey, ErrorText, InputField, RecoveryCodes, usePost } from './shared'

type Step = 'password' | 'code' | 'enrol' | 'recovery'
const SUBMIT: Record<Exclude<Step, 'password'>, AdminMessage> = {
  code: 'twoFactorVerify',
  enrol: 'twoFactorTurnOnAndSignIn',
  recovery: 'twoFactorRecoverySaved',
}

/** Staff sign-in in steps, each posting the password again (the server keeps no half-signed-in state): the password, then
 * as the answer asks a code or a setup, and after a setup the recovery codes, once. */
export function StaffLoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation()
  const say = useSay()
  const { post, busy } = usePost()
  const { config } = useConfig()
  const [step, setStep] = useState<Step>('password')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (step === 'recovery') return window.location.assign(redirectTo)
    const reply = await post('login', {
      email,
      password,
      ...(step === 'password' ? {} : { code }),
      ...(step === 'enrol' && enrolment ? { enrolment: enrolment.ticket } : {}),
    })
    if (reply.ok) {
      const codes = reply.body?.recoveryCodes
      if (Array.isArray(codes)) {
        setRecoveryCodes(codes as string[])
        setError(null)
        setStep('recovery')
      } else window.location.assign(redirectTo)
      return
    }
    const wanted = reply.error?.data?.secondFactor
    // A wrong password goes back to the password; a refusal for too many attempts stays put.
    const next: Step = wanted ?? (reply.status === 401 ? 'password' : step)
    if (wanted === 'enrol' && reply.error?.data?.enrolment) setEnrolment(reply.error.data.enrolment)
    // Asked for the next step: its own words say what to do. Refused: say why.
    setError(wanted && next !== step ? null : (reply.error?.message ?? say('twoFactorFailed')))
    setCode('')
    setStep(next)
  }

  function back() {
    setStep('password')
    setCode('')
    setError(null)
    setEnrolment(null)
  }

  return (
    <form className="login__form two-factor" onSubmit={submit}>
      {step === 'password' ? (
        <div className="login__form__inputWrap">
          <InputField name="email" label={t('general:email')} type="email" autoComplete="email" value={email} onChange={setEmail} invalid={Boolean(error)} />
          <InputField
            name="password"
            label={t('general:password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            invalid={Boolean(error)}
          />
          <ErrorText message={error} />
        </div>
      ) : null}

      {step === 'code' ? (
        <div className="login__form__inputWrap">
          <h1 className="two-factor__title">{say('twoFactorTitle')}</h1>
          <p>{say('twoFactorCodeHint')}</p>
          <CodeField value={code} onChange={setCode} recovery invalid={Boolean(error)} autoFocus />
          <ErrorText message={error} />
        </div>
      ) : null}

      {step === 'enrol' && enrolment ? (
        <div className="login__form__inputWrap">
          <h1 className="two-factor__title">{say('twoFactorSetUpTitle')}</h1>
          <p>{say('twoFactorRequiredIntro')}</p>
          <p>{say('twoFactorSetUpIntro')}</p>
          <EnrolmentKey enrolment={enrolment} />
          <CodeField value={code} onChange={setCode} recovery={false} invalid={Boolean(error)} autoFocus />
          <ErrorText message={error} />
        </div>
      ) : null}

      {step === 'recovery' ? <RecoveryCodes codes={recoveryCodes} /> : null}

      {step === 'password' ? (
        <Link href={formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.forgot })} prefetch={false}>
          {t('authentication:forgotPasswordQuestion')}
        </Link>
      ) : null}
      <div className="two-factor__actions">
        <Button type="submit" size="large" disabled={busy}>
          {step === 'password' ? t('authentication:login') : say(SUBMIT[step])}
        </Button>
        {step === 'code' || step === 'enrol' ? (
          <Button type="button" buttonStyle="secondary" size="large" onClick={back}>
            {say('twoFactorBack')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
