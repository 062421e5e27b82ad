import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { customerProfile } from '../../tests/fixtures/customer'
import { bootWithMailbox, type Mailbox } from '../../tests/integration/mailbox'
import { restClient } from '../../tests/integration/rest'
import type { Received, SmtpReceiver } from '../../tests/integration/smtpReceiver'
import { MAX_LOGIN_FAILURES, registerCustomer, signIn } from './account'
import { RESET_LIMITS, changePassword, findCustomer, requestPasswordReset, resetPassword } from './passwordReset'
import { DEMO_CUSTOMER_PASSWORD, seedDemoCustomers } from './seed'
import { createSession, resolveSession } from './sessions'

// Getting back into a cabinet account, with the messages read from a real SMTP server on loopback.

let mail: Mailbox
let payload: Payload
let smtp: SmtpReceiver
let drain: () => Promise<void>
let customer: { id: number; email: string }

/** Security notices go to a confirmed address only (addressConfirmation.test.ts): these customers have confirmed theirs. */
const markConfirmed = (email: string) =>
  payload.update({ collection: 'customers', where: { email: { equals: email } }, data: { emailConfirmed: true }, overrideAccess: true })
/** The messages to an address, but for the confirmation link every registration sends. */
const accountMail = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email) && !m.parsed.text?.includes('/cabinet/confirm?'))
const resetToken = (message: Received) => decodeURIComponent(/\/cabinet\/reset\?token=([A-Za-z0-9_.%-]+)/.exec(message.parsed.text ?? '')![1]!)
let client = 0
const ctx = () => ({ client: `10.0.0.${++client}` })
const PROFILE = customerProfile()

beforeAll(async () => {
  process.env.DEMO_CUSTOMERS = '1'
  mail = await bootWithMailbox()
  ;({ payload, smtp, drain } = mail)
  await seedDemoCustomers(payload)
  const found = await payload.find({ collection: 'customers', limit: 1, sort: 'id', overrideAccess: true })
  customer = { id: found.docs[0]!.id as number, email: found.docs[0]!.email as string }
}, 120_000)

afterAll(async () => {
  delete process.env.DEMO_CUSTOMERS
  await mail?.close()
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
    expect(message!.parsed.subject).toBe('Сброс пароля личного кабинета Группы Велтрана')
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
  it('tell a customer when sign-in is locked, in their own language whoever tried, pointing to the forgot-password page', async () => {
    // Registered on the Russian site; the failures come through the JSON API, in no language.
    const rest = await restClient()
    const email = 'russian.customer@example.org'
    const registered = await rest('POST', '/api/register', { headers: { cookie: 'i18next=ru' }, body: { email, password: 'first-password-1', data: PROFILE } })
    expect(registered.status, registered.text).toBe(201)
    await markConfirmed(email)
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) expect((await rest('POST', '/api/loginUSR', { body: { email, password: 'wrong-password' } })).status).toBe(401)
    await drain()
    const [notice] = accountMail(email)
    expect(notice?.parsed.subject).toBe('Вход в личный кабинет Группы Велтрана приостановлен')
    // It carries no link of its own: a notice anyone can trigger mints nothing.
    expect(notice!.parsed.text).toContain('/cabinet/forgot')
    expect(notice!.parsed.text).not.toMatch(/token=/)
  })

  it('go in the language the customer last signed in with', async () => {
    const email = 'switching.customer@example.org'
    const input = { email, password: 'switch-pass-1', confirm: 'switch-pass-1', ...PROFILE }
    expect(await registerCustomer(payload, input, { ...ctx(), language: 'en' })).toMatchObject({ ok: true })
    await markConfirmed(email)
    expect(await signIn(payload, { email, password: 'switch-pass-1' }, { ...ctx(), language: 'ru' })).toMatchObject({ ok: true })
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await signIn(payload, { email, password: 'wrong-password' }, { ...ctx(), language: 'en' })
    await drain()
    expect(accountMail(email)[0]?.parsed.subject).toBe('Вход в личный кабинет Группы Велтрана приостановлен')
  })

  it('a signed-in change needs the current password, ends every session and is told', async () => {
    const session = await createSession(payload, customer.id)
    expect(await changePassword(payload, customer.id, { current: 'not-it', password: 'changed-pass-1', confirm: 'changed-pass-1' }, 'en')).toMatchObject({
      ok: false,
      field: 'current',
    })
    expect(await resolveSession(payload, session)).not.toBeNull()
    expect(await changePassword(payload, customer.id, { current: 'a-new-password-1', password: 'changed-pass-1', confirm: 'changed-pass-1' }, 'en')).toEqual({
      ok: true,
    })
    expect(await resolveSession(payload, session)).toBeNull()
    await drain()
    expect(smtp.messages.map((m) => m.parsed.subject)).toContain('Your Veltrana Group cabinet password was changed')
  })

  it('a signed-in change may be tried only so often: each is a guess at the current password', async () => {
    const tries = []
    for (let i = 0; i <= RESET_LIMITS.change.max; i++)
      tries.push(await changePassword(payload, customer.id, { current: 'guess', password: 'x', confirm: 'x' }, 'en'))
    expect(tries.at(-1)).toEqual({ ok: false, field: 'current', error: 'Dashboard_error_too_many' })
  })
})

describe('mail a request can trigger', () => {
  let n = 0
  /** A customer of their own per test, whose reset budget nobody else has touched. */
  async function freshCustomer() {
    const email = `budget.${++n}.${Date.now()}@example.org`
    const input = { email, password: 'budget-pass-1', confirm: 'budget-pass-1', ...PROFILE }
    const made = await registerCustomer(payload, input, ctx())
    expect(made).toMatchObject({ ok: true })
    await markConfirmed(email)
    return { email, id: Number((made as { uid: string }).uid) }
  }
  const tokensTo = (email: string) =>
    accountMail(email)
      .filter((m) => /token=/.test(m.parsed.text ?? ''))
      .map(resetToken)
  const storedNonce = async (id: number) => (await findCustomer(payload, { id: { equals: id } }))?.resetNonce ?? null
  /** The forgot-password form posted as a browser posts it, to the route's action. */
  async function postForgot(email: string, client = `10.1.0.${++n}`) {
    const { action } = await import('../../app/routes/cabinet_.forgot')
    const request = new Request('http://localhost:3000/cabinet/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-veltrana-client': client },
      body: new URLSearchParams({ email }).toString(),
    })
    const reply = (await action({ request, context: { payload }, params: {} })) as unknown as { init: { status?: number } | null; data: unknown }
    return { status: reply.init?.status ?? 200, body: JSON.stringify(reply.data) }
  }

  it('the forgot form answers a known and an unknown address alike, and looks neither up while answering', async () => {
    const known = await freshCustomer()
    const answers = [await postForgot(known.email), await postForgot(`unknown.${n}@example.org`)]
    expect(answers[1]).toEqual(answers[0])
    // The lookup and the message are queued work: the request itself minted no link and queued no message.
    expect(await storedNonce(known.id)).toBeNull()
    const resets: Where = { and: [{ to: { equals: known.email } }, { template: { not_equals: 'confirmAddress' } }] }
    expect((await payload.count({ collection: 'mail-messages', where: resets, overrideAccess: true })).totalDocs).toBe(0)
    await drain()
    expect(tokensTo(known.email)).toHaveLength(1)
  })

  it('past the budget nothing is sent and the stored link stays; every link sent still works', async () => {
    const customer = await freshCustomer()
    const answers = []
    for (let i = 0; i < RESET_LIMITS.address.max + 2; i++) {
      answers.push(await postForgot(customer.email))
      await drain()
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    const tokens = tokensTo(customer.email)
    expect(tokens).toHaveLength(RESET_LIMITS.address.max)
    const nonce = await storedNonce(customer.id)
    expect(tokens.at(-1)).toContain(`.${nonce}.`)
    expect(await resetPassword(payload, { token: tokens[0], password: 'first-link-pass-1', confirm: 'first-link-pass-1' }, 'en')).toEqual({ ok: true })
  })

  it('a lock notice counts in the customer’s reset budget and never kills the link the customer asked for', async () => {
    const customer = await freshCustomer()
    await postForgot(customer.email)
    await drain()
    const [asked] = tokensTo(customer.email)
    expect(asked).toBeTruthy()
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await signIn(payload, { email: customer.email, password: 'wrong-password' }, ctx())
    // Two more requests: with the notice, the fourth message of the hour, which is not sent.
    await postForgot(customer.email)
    await postForgot(customer.email)
    await drain()
    expect(accountMail(customer.email)).toHaveLength(RESET_LIMITS.address.max)
    expect(accountMail(customer.email).some((m) => m.parsed.subject === 'Sign-in to your Veltrana Group cabinet is paused')).toBe(true)
    expect(await resetPassword(payload, { token: asked, password: 'asked-link-pass-1', confirm: 'asked-link-pass-1' }, 'en')).toEqual({ ok: true })
  })
})
