import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { customerProfile } from '../../tests/fixtures/customer'
import { bootWithMailbox, type Mailbox } from '../../tests/integration/mailbox'
import { restClient, type Send } from '../../tests/integration/rest'
import { serveSite, type Site } from '../../tests/integration/site'
import type { Received, SmtpReceiver } from '../../tests/integration/smtpReceiver'
import { MAX_LOGIN_FAILURES } from './account'
import { CONFIRM_BUDGET, CONFIRM_TTL_MS, confirmAddress } from './addressConfirmation'
import { changePassword, requestPasswordReset, resetPassword } from './passwordReset'
import { seedDemoCustomers } from './seed'

// A customer's address confirmed by a mailed link, over HTTP: the JSON API registers, the mail is read from a real SMTP
// server on loopback, the link's page and the dashboard are the site's own routes on a loopback port.

let mail: Mailbox
let payload: Payload
let smtp: SmtpReceiver
let drain: () => Promise<void>
let rest: Send
let site: Site

const PROFILE = customerProfile()
const PASSWORD = 'larch-harbour-tide'
let n = 0
const uniqueEmail = () => `confirm.${++n}.${Date.now()}@example.org`

beforeAll(async () => {
  process.env.DEMO_CUSTOMERS = '1'
  mail = await bootWithMailbox()
  ;({ payload, smtp, drain } = mail)
  rest = await restClient()
  site = await serveSite(payload, { cache: false })
}, 120_000)

afterAll(async () => {
  delete process.env.DEMO_CUSTOMERS
  await site?.close()
  await mail?.close()
})

beforeEach(() => {
  smtp.messages.length = 0
})

/** Registers over the JSON API in `language`; the session cookie and the id. */
async function register(email: string, language: 'en' | 'ru' = 'en') {
  const reply = await rest('POST', '/api/register', { headers: { cookie: `i18next=${language}` }, body: { email, password: PASSWORD, data: PROFILE } })
  expect(reply.status, reply.text).toBe(201)
  return { cookie: reply.setCookie!.split(';')[0]!, id: Number(reply.json.uid) }
}

const inbox = (email: string) => smtp.messages.filter((m) => m.envelopeTo.includes(email))
const confirmLink = (message: Received) => /https?:\/\/\S+?(\/cabinet\/confirm\?token=[A-Za-z0-9_.%-]+)/.exec(message.parsed.text ?? '')?.[1]
const tokenOf = (link: string) => decodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!)
const confirmedFlag = async (id: number) => (await payload.findByID({ collection: 'customers', id, overrideAccess: true })).emailConfirmed

const post: Site['post'] = (...args) => site.post(...args)

describe('a new customer’s address', () => {
  it('is sent a link in the customer’s language; following it once confirms, and the dashboard stops asking', async () => {
    const email = uniqueEmail()
    const { cookie, id } = await register(email, 'ru')
    await drain()
    const [message, ...others] = inbox(email)
    expect(others).toHaveLength(0)
    expect(message!.parsed.subject).toBe('Подтвердите адрес эл. почты для личного кабинета Группы Велтрана')
    const link = confirmLink(message!)!
    expect(link).toBeTruthy()
    expect(await confirmedFlag(id)).toBe(false)
    expect((await rest('POST', '/api/idData', { headers: { cookie } })).json.emailConfirmed).toBe(false)
    const before = await site.get('/dashboard?lng=ru', { cookie })
    expect(before.status).toBe(200)
    expect(before.text).toContain(`Подтвердите адрес эл. почты ${email}`)
    expect(before.text).toContain('Отправить ссылку ещё раз')

    // Opening the link confirms nothing (a mail scanner opens links); the page's button does.
    const page = await site.get(`${link}&lng=ru`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Подтвердить адрес')
    expect(await confirmedFlag(id)).toBe(false)
    const confirmed = await post(`${link}&lng=ru`, { token: tokenOf(link) })
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toContain('Спасибо: адрес эл. почты подтверждён.')
    expect(await confirmedFlag(id)).toBe(true)
    expect((await rest('POST', '/api/idData', { headers: { cookie } })).json.emailConfirmed).toBe(true)
    const after = await site.get('/dashboard?lng=ru', { cookie })
    expect(after.text).not.toContain('Подтвердите адрес эл. почты')
    expect(after.text).not.toContain('Отправить ссылку ещё раз')

    // Single use: the same link again is refused, in the page's language.
    const again = await post(`${link}&lng=en`, { token: tokenOf(link) })
    expect(again.status).toBe(410)
    expect(again.text).toContain('This link has expired or has been used already.')
    expect((await site.get(link)).status).toBe(410)
  })

  it('is refused once its 7 days are over, or forged', async () => {
    const email = uniqueEmail()
    const { id } = await register(email)
    await drain()
    const token = tokenOf(confirmLink(inbox(email)[0]!)!)
    expect(await confirmAddress(payload, token, Date.now() + CONFIRM_TTL_MS + 60_000)).toBe(false)
    const [cid, expires, value, mac] = token.split('.')
    expect(await confirmAddress(payload, `${cid}.${Number(expires) + CONFIRM_TTL_MS}.${value}.${mac}`)).toBe(false)
    expect(await confirmAddress(payload, `${cid}.${expires}.${value}`)).toBe(false)
    expect(await confirmedFlag(id)).toBe(false)
    expect(await confirmAddress(payload, token, Date.now() + CONFIRM_TTL_MS - 60_000)).toBe(true)
  })

  it('can be sent the link again from the dashboard, within the budget; every link sent still works', async () => {
    const email = uniqueEmail()
    const { cookie, id } = await register(email)
    const answers = []
    for (let i = 1; i < CONFIRM_BUDGET.max + 1; i++) answers.push(await post('/dashboard', { intent: 'resend-confirmation' }, cookie))
    expect(answers.slice(0, CONFIRM_BUDGET.max - 1).map((a) => [a.status, a.location])).toEqual(
      Array.from({ length: CONFIRM_BUDGET.max - 1 }, () => [303, '/dashboard?done=sent']),
    )
    const refused = answers.at(-1)!
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Several links have been sent to this address in the last hour.')
    const sent = await site.get('/dashboard?done=sent', { cookie })
    expect(sent.text).toContain(`A new link is on its way to ${email}.`)
    await drain()
    const links = inbox(email).map(confirmLink)
    expect(links).toHaveLength(CONFIRM_BUDGET.max)
    expect(new Set(links.map((l) => tokenOf(l!).split('.')[2])).size).toBe(1)
    expect(await confirmAddress(payload, tokenOf(links[0]!))).toBe(true)
    expect(await confirmedFlag(id)).toBe(true)
    // Nothing to send for a confirmed address.
    expect(await post('/dashboard', { intent: 'resend-confirmation' }, cookie)).toMatchObject({ status: 303 })
    await drain()
    expect(inbox(email)).toHaveLength(CONFIRM_BUDGET.max)
  })

  it('shows in the back office, read-only', async () => {
    const email = uniqueEmail()
    const { id } = await register(email)
    const fields = (await import('./Customers')).Customers.fields.flatMap((f) => ('fields' in f ? f.fields : [f]))
    const field = fields.find((f) => 'name' in f && f.name === 'emailConfirmed') as { admin?: { readOnly?: boolean } }
    expect(field.admin?.readOnly).toBe(true)
    expect((await import('./Customers')).Customers.admin?.defaultColumns).toContain('emailConfirmed')
    const staff = await payload.create({
      collection: 'users',
      data: { email: `bo.${n}@example.org`, password: 'back-office-pass-1', role: 'backoffice', name: 'BO' },
      overrideAccess: true,
    })
    const seen = await payload.findByID({ collection: 'customers', id, overrideAccess: false, user: { ...staff, collection: 'users' } })
    expect(seen.emailConfirmed).toBe(false)
    await expect(
      payload.update({
        collection: 'customers',
        id,
        data: { emailConfirmed: true, updatedAt: seen.updatedAt },
        overrideAccess: false,
        user: { ...staff, collection: 'users' },
      }),
    ).resolves.toMatchObject({ emailConfirmed: false })
  })
})

describe('security notices', () => {
  it('go only to a confirmed address; a reset link goes to any, and following it confirms the address', async () => {
    const email = uniqueEmail()
    const { id } = await register(email)
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) expect((await rest('POST', '/api/loginUSR', { body: { email, password: 'wrong-password' } })).status).toBe(401)
    await payload.update({ collection: 'customers', id, data: { lockUntil: null }, overrideAccess: true })
    expect(await changePassword(payload, id, { current: PASSWORD, password: 'second-larch-tide', confirm: 'second-larch-tide' }, 'en')).toEqual({ ok: true })
    await drain()
    expect(inbox(email).map((m) => m.parsed.subject)).toEqual(['Confirm your e-mail address for the Veltrana Group cabinet'])

    // A customer who never confirmed and forgot the password gets back in through the reset link.
    await requestPasswordReset(payload, { email }, 'en', `reset-${n}`)
    await drain()
    const reset = inbox(email).find((m) => m.parsed.subject === 'Reset your Veltrana Group cabinet password')
    const token = decodeURIComponent(/\/cabinet\/reset\?token=([A-Za-z0-9_.%-]+)/.exec(reset!.parsed.text ?? '')![1]!)
    expect(await resetPassword(payload, { token, password: 'third-larch-tide', confirm: 'third-larch-tide' }, 'en')).toEqual({ ok: true })
    expect(await confirmedFlag(id)).toBe(true)
    await drain()
    expect(inbox(email).at(-1)!.parsed.subject).toBe('Your Veltrana Group cabinet password was changed')

    // Confirmed now: a lock is told too.
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await rest('POST', '/api/loginUSR', { body: { email, password: 'wrong-password' } })
    await drain()
    expect(inbox(email).at(-1)!.parsed.subject).toBe('Sign-in to your Veltrana Group cabinet is paused')
  })

  it('still reach customers from before the rule: seeded customers count as confirmed', async () => {
    await seedDemoCustomers(payload)
    const seeded = await payload.find({ collection: 'customers', where: { regTime: { exists: true } }, limit: 100, overrideAccess: true })
    const demo = seeded.docs.filter((c) => !c.email.startsWith('confirm.'))
    expect(demo.length).toBeGreaterThan(0)
    expect(demo.every((c) => c.emailConfirmed === true)).toBe(true)
  })
})

describe('the link in the outbox', () => {
  it('is masked for everyone but the delivery', async () => {
    const email = uniqueEmail()
    await register(email)
    await drain()
    const [kept] = (await payload.find({ collection: 'mail-messages', where: { to: { equals: email } }, overrideAccess: true })).docs
    expect(kept!.text).toContain('/cabinet/confirm?token=***')
    expect(JSON.stringify(kept!.data)).toContain('/cabinet/confirm?token=***')
    expect(JSON.stringify(kept)).not.toMatch(/confirm\?token=(?!\*\*\*)/)
  })
})
