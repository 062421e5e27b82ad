import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetEnv } from '../../common/env.server'
import { runDueJobs } from '../../platform/scheduledJobs'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { startSmtpReceiver, type Received, type SmtpReceiver } from '../../tests/integration/smtpReceiver'
import '../mail/deliver.server'
import { MAIL_QUEUE } from '../mail/queue'
import { seedTranslations } from '../translations/seed'
import { MAX_LOGIN_FAILURES, signIn } from './account'
import { RESET_LIMITS, changePassword, requestPasswordReset, resetPassword } from './passwordReset'
import { DEMO_CUSTOMER_PASSWORD, seedDemoCustomers } from './seed'
import { createSession, resolveSession } from './sessions'

// Getting back into a cabinet account, with the messages read from a real SMTP server on loopback.

let cms: TestCms
let payload: Payload
let smtp: SmtpReceiver
let customer: { id: number; email: string }

const drain = async () => {
  while ((await runDueJobs(payload, new Date(), { queue: MAIL_QUEUE, batch: 50, quiet: true })) > 0);
}
const resetToken = (message: Received) => decodeURIComponent(/\/cabinet\/reset\?token=([A-Za-z0-9_.%-]+)/.exec(message.parsed.text ?? '')![1]!)
let client = 0
const ctx = () => ({ client: `10.0.0.${++client}` })

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  process.env.SMTP_URL = smtp.url
  process.env.DEMO_CUSTOMERS = '1'
  cms = await bootTestPayload()
  payload = cms.payload
  await seedTranslations(payload)
  await seedDemoCustomers(payload)
  const found = await payload.find({ collection: 'customers', limit: 1, sort: 'id', overrideAccess: true })
  customer = { id: found.docs[0]!.id as number, email: found.docs[0]!.email as string }
}, 120_000)

afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.DEMO_CUSTOMERS
  resetEnv()
  await cms?.close()
  await smtp?.stop()
})

beforeEach(() => {
  smtp.messages.length = 0
})

describe('a forgotten customer password', () => {
  it('is reset from the mailed link once; every session ends and a notice follows', async () => {
    const old = await createSession(payload, customer.id)
    expect(await requestPasswordReset(payload, { email: customer.email.toUpperCase() }, 'ru', 'c1')).toEqual({ ok: true })
    // An address without an account gets the same answer, and nothing is sent.
    expect(await requestPasswordReset(payload, { email: 'nobody@example.org' }, 'ru', 'c1')).toEqual({ ok: true })
    await drain()
    expect(smtp.messages).toHaveLength(1)
    const [message] = smtp.messages
    expect(message!.envelopeTo).toEqual([customer.email])
    expect(message!.parsed.subject).toBe('Сброс пароля личного кабинета Veltrana Group')
    const token = resetToken(message!)
    expect(await resetPassword(payload, { token, password: 'short', confirm: 'short' }, 'en')).toMatchObject({ ok: false, field: 'password' })
    expect(await resetPassword(payload, { token, password: 'a-new-password-1', confirm: 'a-new-password-1' }, 'en')).toEqual({ ok: true })
    expect(await resetPassword(payload, { token, password: 'another-password-2', confirm: 'another-password-2' }, 'en')).toMatchObject({
      ok: false,
      field: 'token',
    })
    expect(await resolveSession(payload, old)).toBeNull()
    expect(await signIn(payload, { email: customer.email, password: DEMO_CUSTOMER_PASSWORD }, ctx())).toMatchObject({ ok: false })
    expect(await signIn(payload, { email: customer.email, password: 'a-new-password-1' }, ctx())).toMatchObject({ ok: true })
    await drain()
    expect(smtp.messages.map((m) => m.parsed.subject)).toContain('Your Veltrana Group cabinet password was changed')
  })

  it('refuses an expired or forged link', async () => {
    await requestPasswordReset(payload, { email: customer.email }, 'en', 'c2')
    await drain()
    const token = resetToken(smtp.messages[0]!)
    const [id, expires, value, mac] = token.split('.')
    expect(
      await resetPassword(payload, { token: `${id}.${Number(expires) + 1}.${value}.${mac}`, password: 'x-password-123', confirm: 'x-password-123' }, 'en'),
    ).toMatchObject({
      ok: false,
      field: 'token',
    })
    const realNow = Date.now
    Date.now = () => realNow() + 61 * 60_000
    try {
      expect(await resetPassword(payload, { token, password: 'x-password-123', confirm: 'x-password-123' }, 'en')).toMatchObject({ ok: false, field: 'token' })
    } finally {
      Date.now = realNow
    }
  })

  it('limits the links sent to one address, and the requests of one client', async () => {
    for (let i = 0; i < RESET_LIMITS.address.max + 2; i++)
      expect(await requestPasswordReset(payload, { email: customer.email }, 'en', `c3-${i}`)).toEqual({ ok: true })
    await drain()
    expect(smtp.messages.length).toBeLessThanOrEqual(RESET_LIMITS.address.max)
    const outcomes = []
    for (let i = 0; i < RESET_LIMITS.client.max + 1; i++) outcomes.push(await requestPasswordReset(payload, { email: `x${i}@example.org` }, 'en', 'c4'))
    expect(outcomes.at(-1)).toMatchObject({ ok: false, status: 429 })
  })

  it('lets a locked customer reset, who still sees only the blocked message', async () => {
    // Another customer: the first has used up the links one address may be sent in an hour.
    const other = (await payload.find({ collection: 'customers', where: { id: { not_equals: customer.id } }, limit: 1, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'customers', id: other.id, data: { locked: true }, overrideAccess: true })
    await requestPasswordReset(payload, { email: other.email }, 'en', 'c5')
    await drain()
    const token = resetToken(smtp.messages.at(-1)!)
    expect(await resetPassword(payload, { token, password: 'locked-password-1', confirm: 'locked-password-1' }, 'en')).toEqual({ ok: true })
    expect((await payload.findByID({ collection: 'customers', id: other.id, overrideAccess: true })).locked).toBe(true)
  })
})

describe('security notices', () => {
  it('tell a customer when sign-in is locked, with a reset link that works', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await signIn(payload, { email: customer.email, password: 'wrong-password' }, { ...ctx(), language: 'ru' })
    await drain()
    const notice = smtp.messages.find((m) => m.parsed.subject === 'Вход в личный кабинет Veltrana Group приостановлен')
    expect(notice).toBeTruthy()
    const token = resetToken(notice!)
    expect(await resetPassword(payload, { token, password: 'after-lock-pass-1', confirm: 'after-lock-pass-1' }, 'en')).toEqual({ ok: true })
    expect(await signIn(payload, { email: customer.email, password: 'after-lock-pass-1' }, ctx())).toMatchObject({ ok: true })
  })

  it('a signed-in change needs the current password, ends every session and is told', async () => {
    const session = await createSession(payload, customer.id)
    expect(await changePassword(payload, customer.id, { current: 'not-it', password: 'changed-pass-1', confirm: 'changed-pass-1' }, 'en')).toMatchObject({
      ok: false,
      field: 'current',
    })
    expect(await resolveSession(payload, session)).not.toBeNull()
    expect(await changePassword(payload, customer.id, { current: 'after-lock-pass-1', password: 'changed-pass-1', confirm: 'changed-pass-1' }, 'en')).toEqual({
      ok: true,
    })
    expect(await resolveSession(payload, session)).toBeNull()
    await drain()
    expect(smtp.messages.map((m) => m.parsed.subject)).toContain('Your Veltrana Group cabinet password was changed')
  })
})
