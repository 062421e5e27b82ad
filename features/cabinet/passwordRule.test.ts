import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerProfile } from '../../tests/fixtures/customer'
import { bootWithMailbox, type Mailbox } from '../../tests/integration/mailbox'
import { restClient, type Send } from '../../tests/integration/rest'
import { serveSite, type Site } from '../../tests/integration/site'
import { newPasswordProblem } from './passwordList.server'
import { requestPasswordReset } from './passwordReset'
import { hashPassword } from './passwords'
import { REGISTRATION_MESSAGES as M } from './registration'

// One password rule for registration, reset and change, over HTTP: the JSON API and the site's own forms on a loopback port.
// 8 to 128 characters, and not one of the most common (leaked) passwords; a customer whose password no longer qualifies
// changes it at the next sign-in before seeing anything else.

let mail: Mailbox
let payload: Payload
let rest: Send
let site: Site

const PROFILE = customerProfile()
const WEAK = ['12345678', 'password1', 'qwertyuiop', 'Password1']
const SHORT = 'x7-abcd'
const LONG = 'x'.repeat(129)
const REASONS = {
  common: 'This password is one of the most common ones, found in lists of leaked passwords, so it is easy to guess.',
  commonRu: 'Это один из самых распространённых паролей',
  short: 'The password must be at least 8 characters long.',
  long: 'The password must be at most 128 characters long.',
}
let n = 0
const uniqueEmail = () => `rule.${++n}.${Date.now()}@example.org`

beforeAll(async () => {
  mail = await bootWithMailbox()
  payload = mail.payload
  rest = await restClient()
  site = await serveSite(payload, { cache: false })
}, 120_000)

afterAll(async () => {
  await site?.close()
  await mail?.close()
})

const post: Site['post'] = (...args) => site.post(...args)

const register = (email: string, password: string, language = 'en') =>
  rest('POST', '/api/register', { headers: { cookie: `i18next=${language}` }, body: { email, password, data: PROFILE } })

/** A customer as one registered under the older rule (6 characters, no list) would be stored. */
async function olderCustomer(password: string) {
  const email = uniqueEmail()
  const made = await payload.create({
    collection: 'customers',
    data: {
      email,
      phone: '79123456789',
      firstName: 'Олег',
      lastName: 'Старый',
      address: 'Москва',
      balance: 0,
      passwordHash: await hashPassword(password),
      regTime: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  return { email, id: made.id }
}

describe('the password rule', () => {
  it('refuses the common passwords in any case, too short and too long ones, and takes 8 and 128 characters', () => {
    for (const password of WEAK) expect(newPasswordProblem(password, password)).toBe(M.passwordCommon)
    expect(newPasswordProblem(SHORT, SHORT)).toBe(M.passwordShort)
    expect(newPasswordProblem(LONG, LONG)).toBe(M.passwordLong)
    expect(newPasswordProblem('x7-abcde', 'x7-abcde')).toBeNull()
    expect(newPasswordProblem('ё'.repeat(128), 'ё'.repeat(128))).toBeNull()
  })

  it('registration over the API answers 400 with the field and the reason, in the caller’s language', async () => {
    for (const password of [...WEAK, SHORT, LONG]) {
      const reply = await register(uniqueEmail(), password)
      expect(reply.status, password).toBe(400)
      expect(reply.json.field).toBe('password')
    }
    expect((await register(uniqueEmail(), '12345678')).json.error).toContain(REASONS.common)
    expect((await register(uniqueEmail(), '12345678', 'ru')).json.error).toContain(REASONS.commonRu)
    expect((await register(uniqueEmail(), SHORT)).json.error).toBe(REASONS.short)
    expect((await register(uniqueEmail(), LONG)).json.error).toBe(REASONS.long)
    const longest = 'ё'.repeat(128)
    expect((await register(uniqueEmail(), longest)).status).toBe(201)
  })

  it('the reset page refuses them with the reason and keeps the link', async () => {
    const { email } = await olderCustomer('old-but-fine-1')
    await requestPasswordReset(payload, { email }, 'en', `rule-${n}`)
    await mail.drain()
    const message = mail.smtp.messages.find((m) => m.envelopeTo.includes(email))!
    const link = /https?:\/\/\S+?(\/cabinet\/reset\?token=[A-Za-z0-9_.%-]+)/.exec(message.parsed.text ?? '')![1]!
    const token = decodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!)
    for (const [password, reason] of [...WEAK.map((w) => [w, REASONS.common]), [SHORT, REASONS.short], [LONG, REASONS.long]] as const) {
      const reply = await post(link, { token, password, confirm: password })
      expect(reply.status, password).toBe(400)
      expect(reply.text).toContain(reason)
    }
    expect(await post(link, { token, password: 'larch-harbour-tide', confirm: 'larch-harbour-tide' })).toMatchObject({ status: 303 })
  })

  it('the dashboard’s change form refuses them with the reason', async () => {
    const email = uniqueEmail()
    const registered = await register(email, 'larch-harbour-tide')
    const cookie = registered.setCookie!.split(';')[0]!
    for (const [password, reason] of [...WEAK.map((w) => [w, REASONS.common]), [SHORT, REASONS.short], [LONG, REASONS.long]] as const) {
      const reply = await post('/dashboard', { intent: 'password', current: 'larch-harbour-tide', password, confirm: password }, cookie)
      expect(reply.status, password).toBe(400)
      expect(reply.text).toContain(reason)
    }
  })
})

describe('a customer whose password no longer qualifies', () => {
  it('signs in, sees only the change form (and no data) until the password is changed', async () => {
    const { email } = await olderCustomer('123456')
    const signedIn = await rest('POST', '/api/loginUSR', { body: { email, password: '123456' } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.json).toMatchObject({ passwordChangeRequired: true })
    const cookie = signedIn.setCookie!.split(';')[0]!
    expect((await rest('POST', '/api/idData', { headers: { cookie } })).json).toEqual({ passwordChangeRequired: true })

    // The same through the sign-in form, without scripts.
    const viaForm = await post('/cabinet?lng=ru', { intent: 'login', email, password: '123456' })
    expect(viaForm).toMatchObject({ status: 303, location: '/dashboard' })
    const page = await site.get('/dashboard?lng=ru', { cookie: viaForm.cookie! })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Задайте новый пароль')
    expect(page.text).toContain('Ваш пароль больше не принимается')
    expect(page.text).not.toContain('Олег')
    expect(page.text).not.toContain('dash-everywhere-heading')

    // Another weak one is refused; a good one ends the requirement, and the full dashboard follows.
    const weak = await post('/dashboard?lng=ru', { intent: 'password', current: '123456', password: 'password1', confirm: 'password1' }, viaForm.cookie!)
    expect(weak.status).toBe(400)
    expect(weak.text).toContain(REASONS.commonRu)
    const changed = await post(
      '/dashboard',
      { intent: 'password', current: '123456', password: 'larch-harbour-tide', confirm: 'larch-harbour-tide' },
      viaForm.cookie!,
    )
    expect(changed).toMatchObject({ status: 303, location: '/dashboard?done=password' })
    const full = await site.get('/dashboard?lng=ru', { cookie: changed.cookie! })
    expect(full.text).toContain('Олег')
    expect(full.text).not.toContain('Ваш пароль больше не принимается')
    const again = await rest('POST', '/api/loginUSR', { body: { email, password: 'larch-harbour-tide' } })
    expect(again.json).toEqual({ uid: expect.any(String) })
  })

  it('a common one is caught the same way', async () => {
    const { email } = await olderCustomer('password1')
    expect((await rest('POST', '/api/loginUSR', { body: { email, password: 'password1' } })).json).toMatchObject({ passwordChangeRequired: true })
  })
})
