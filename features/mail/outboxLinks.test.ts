import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetEnv } from '../../common/env.server'
import type { MailMessage } from '../../common/payload-types'
import { customerProfile } from '../../tests/fixtures/customer'
import { bootWithMailbox, type Mailbox } from '../../tests/integration/mailbox'
import { staffUser } from '../../tests/integration/payload'
import { restClient, type Send } from '../../tests/integration/rest'
import { registerCustomer } from '../cabinet/account'
import { confirmAddress } from '../cabinet/addressConfirmation'
import { requestPasswordReset, resetPassword } from '../cabinet/passwordReset'
import { isCurrentPassword } from '../staff/payloadPassword'
import { MAIL_MESSAGES } from './MailMessages'
import { queueMail } from './queue'

// What an admin reads in the outbox (Settings → Mail, its REST API and each message's .eml): the messages the site sent,
// with every link that carries a token masked, so reading the outbox takes over no customer's or colleague's account.

let mail: Mailbox
let payload: Payload
let rest: Send
let admin: string

const PROFILE = customerProfile()
const asAdmin = (path: string) => rest('GET', path, { headers: { authorization: `JWT ${admin}` } })

beforeAll(async () => {
  mail = await bootWithMailbox()
  payload = mail.payload
  rest = await restClient()
  const login = await rest('POST', '/api/users/login', { body: { email: 'admin@veltrana.example', password: 'test-admin-password' } })
  expect(login.status, login.text).toBe(200)
  admin = login.json.token
}, 120_000)

afterAll(async () => mail?.close())

/** Everything the admin can read of the messages to `to`: the list, each message and its .eml. */
async function outboxTo(to: string): Promise<string> {
  const list = await asAdmin(`/api/mail-messages?where[to][equals]=${encodeURIComponent(to)}&depth=0&limit=100`)
  expect(list.status, list.text).toBe(200)
  expect(list.json.docs.length).toBeGreaterThan(0)
  const each = await Promise.all(list.json.docs.map((doc: MailMessage) => asAdmin(`/api/mail-messages/${doc.id}`)))
  const eml = await Promise.all(list.json.docs.map((doc: MailMessage) => asAdmin(`/api/mail-messages/${doc.id}/eml`)))
  // 409 while a message is not written yet (its template is rendered when it is first sent).
  for (const reply of eml) expect([200, 409]).toContain(reply.status)
  // Quoted-printable .eml parts break long lines with "=\r\n".
  return [list.text, ...each.map((r) => r.text), ...eml.map((r) => r.text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))].join('\n')
}

describe('the outbox an admin reads', () => {
  it('holds no usable customer reset link, before or after the message is sent', async () => {
    const email = `outbox.customer.${Date.now()}@example.org`
    const made = await registerCustomer(payload, { email, password: 'outbox-pass-1', confirm: 'outbox-pass-1', ...PROFILE }, { client: 'outbox-1' })
    expect(made).toMatchObject({ ok: true })
    expect(await requestPasswordReset(payload, { email }, 'en', 'outbox-1')).toEqual({ ok: true })
    await mail.drain()
    // The registration's address-confirmation link and the reset link.
    const tokenIn = (path: string) => {
      const text = mail.smtp.messages.map((m) => (m.envelopeTo.includes(email) ? (m.parsed.text ?? '') : '')).join('\n')
      return decodeURIComponent(new RegExp(`${path}\\?token=([A-Za-z0-9_.%-]+)`).exec(text)![1]!)
    }
    const token = tokenIn('/cabinet/reset')
    const confirmToken = tokenIn('/cabinet/confirm')

    const read = await outboxTo(email)
    for (const secret of [token, confirmToken]) {
      expect(read).not.toContain(secret)
      expect(read).not.toContain(encodeURIComponent(secret))
    }
    // Whatever token-like value the outbox shows neither resets the password nor confirms the address.
    const shown = [...read.matchAll(/token=([^"&\s<>\\]+)/g)].map((m) => decodeURIComponent(m[1]!))
    expect(shown.length).toBeGreaterThan(0)
    for (const value of shown) {
      expect(await resetPassword(payload, { token: value, password: 'taken-over-1', confirm: 'taken-over-1' }, 'en')).toMatchObject({ ok: false })
      expect(await confirmAddress(payload, value)).toBe(false)
    }
    // The customer's own link, from their mailbox, still works.
    expect(await resetPassword(payload, { token, password: 'outbox-pass-2', confirm: 'outbox-pass-2' }, 'en')).toEqual({ ok: true })
  })

  it('holds no usable staff reset link', async () => {
    const editor = await staffUser(payload, 'editor')
    const asked = await rest('POST', '/api/users/forgot-password', { body: { email: editor.email } })
    expect(asked.status, asked.text).toBe(200)
    await mail.drain()
    const received = mail.smtp.messages.find((m) => m.envelopeTo.includes(editor.email))!
    const token = /\/admin\/password\/reset\/([0-9a-f]+)/.exec(String(received.parsed.html))![1]!
    const read = await outboxTo(editor.email)
    expect(read).not.toContain(token)
    for (const [, value] of read.matchAll(/\/reset\/([^"\s<>/\\]+)/g)) {
      const reply = await rest('POST', '/api/users/reset-password', { body: { token: value, password: 'taken-over-1' } })
      expect(reply.status).not.toBe(200)
    }
    expect(await isCurrentPassword(await createLocalReq({}, payload), editor.id, 'taken-over-1')).toBe(false)
  })

  it('holds no usable subscriber link, headers included', async () => {
    const to = `outbox.subscriber.${Date.now()}@example.org`
    const secret = 'sub5cr1ber-s3cret'
    const { id } = await queueMail(payload, {
      to,
      language: 'en',
      template: 'confirmSubscription',
      data: {
        confirmUrl: `http://localhost:3000/updates/confirm?token=${secret}`,
        unsubscribeUrl: `http://localhost:3000/updates/unsubscribe?token=${secret}`,
      },
      headers: { 'List-Unsubscribe': `<http://localhost:3000/api/updates/unsubscribe?token=${secret}>` },
    })
    expect(await outboxTo(to)).not.toContain(secret)
    await mail.drain()
    expect(mail.smtp.messages.find((m) => m.envelopeTo.includes(to))!.raw).toContain(secret)
    expect(await outboxTo(to)).not.toContain(secret)
    // Nor in the database, once sent: a backup of it holds no live link either.
    const stored = await payload.db.findOne({ collection: MAIL_MESSAGES, where: { id: { equals: id } } })
    expect(JSON.stringify(stored)).not.toContain(secret)
  })

  it('without SMTP_URL on a public server, keeps messages with their links masked', async () => {
    const saved = {
      smtp: process.env.SMTP_URL,
      server: process.env.SERVER_URL,
      twoFactor: process.env.STAFF_TWO_FACTOR,
      cost: process.env.PASSWORD_COST,
      iterations: process.env.STAFF_PASSWORD_ITERATIONS,
    }
    delete process.env.SMTP_URL
    delete process.env.PASSWORD_COST
    delete process.env.STAFF_PASSWORD_ITERATIONS
    // A public server (where test-only switches are refused).
    process.env.SERVER_URL = 'https://veltrana.example'
    process.env.STAFF_TWO_FACTOR = 'required'
    resetEnv()
    try {
      const to = `outbox.kept.${Date.now()}@example.org`
      const { id } = await queueMail(payload, {
        to,
        language: 'en',
        template: 'passwordReset',
        data: { resetUrl: 'https://veltrana.example/cabinet/reset?token=kept-s3cret' },
      })
      await mail.drain()
      const stored = (await payload.db.findOne({ collection: MAIL_MESSAGES, where: { id: { equals: id } } })) as MailMessage
      expect(stored.status).toBe('kept')
      expect(stored.html).toContain('/cabinet/reset?token=')
      expect(JSON.stringify(stored)).not.toContain('kept-s3cret')
    } finally {
      process.env.SMTP_URL = saved.smtp
      process.env.STAFF_TWO_FACTOR = saved.twoFactor
      if (saved.cost !== undefined) process.env.PASSWORD_COST = saved.cost
      if (saved.iterations !== undefined) process.env.STAFF_PASSWORD_ITERATIONS = saved.iterations
      if (saved.server === undefined) delete process.env.SERVER_URL
      else process.env.SERVER_URL = saved.server
      resetEnv()
    }
  })
})
