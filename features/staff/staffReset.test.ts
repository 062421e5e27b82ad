import { Secret, TOTP } from 'otpauth'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootWithMailbox, type Mailbox } from '../../tests/integration/mailbox'
import { staffUser } from '../../tests/integration/payload'
import { restClient, type Send } from '../../tests/integration/rest'
import { setUpFactor } from './factors'
import { isCurrentPassword } from './payloadPassword'
import { STAFF_RESET_ROUTE } from './signIn'
import { newSecret } from './totp'

// A staff member who forgot the password: the admin's forgot-password message, read from a real
// SMTP server on loopback, and the reset it links to, which an account with a second factor
// completes only with a current code.

let mail: Mailbox
let payload: Payload
let rest: Send

const OLD = 'staff-password-1'
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })
const isPassword = async (id: number, password: string) => isCurrentPassword(await createLocalReq({}, payload), id, password)

beforeAll(async () => {
  mail = await bootWithMailbox()
  payload = mail.payload
  rest = await restClient()
}, 120_000)

afterAll(async () => mail?.close())

/** Asks for a link as the admin's forgot-password form does, and reads its token from the message. */
async function mailedToken(email: string): Promise<string> {
  const asked = await rest('POST', '/api/users/forgot-password', { body: { email } })
  expect(asked.status, asked.text).toBe(200)
  await mail.drain()
  const message = mail.smtp.messages.find((m) => m.envelopeTo.includes(email))
  expect(message, 'the forgot-password message').toBeTruthy()
  const link = new RegExp(`/admin${STAFF_RESET_ROUTE}/([0-9a-f]+)`).exec(String(message!.parsed.html))
  expect(link, 'a link to the reset page').toBeTruthy()
  return link![1]!
}

describe('a staff password reset', () => {
  it('mails a link; an account without a second factor resets with it alone', async () => {
    const editor = await staffUser(payload, 'editor')
    const token = await mailedToken(editor.email)
    const reply = await rest('POST', '/api/users/reset-password', { body: { token, password: 'new-staff-password-1' } })
    expect(reply.status, reply.text).toBe(200)
    expect(await isPassword(editor.id, 'new-staff-password-1')).toBe(true)
  })

  it('of an account with a second factor needs a current code: refused without one or with a wrong one, nothing changed', async () => {
    const editor = await staffUser(payload, 'editor')
    const secret = newSecret()
    expect(await setUpFactor(await createLocalReq({}, payload), editor.id, secret, codeFor(secret))).toHaveLength(10)
    const token = await mailedToken(editor.email)

    const without = await rest('POST', '/api/users/reset-password', { body: { token, password: 'taken-over-1' }, headers: { cookie: 'payload-lng=ru' } })
    expect(without.status).toBe(401)
    expect(without.json.errors[0].data).toEqual({ secondFactor: 'code' })
    expect(without.json.errors[0].message).toBe('Введите шестизначный код из приложения-аутентификатора или один из резервных кодов.')
    expect(without.json.token).toBeUndefined()
    const wrong = String((Number(codeFor(secret, 1)) + 500_000) % 1_000_000).padStart(6, '0')
    const wrongReply = await rest('POST', '/api/users/reset-password', { body: { token, password: 'taken-over-1', code: wrong } })
    expect(wrongReply.status).toBe(401)
    expect(await isPassword(editor.id, OLD)).toBe(true)
    expect(await isPassword(editor.id, 'taken-over-1')).toBe(false)

    // The same link still works, with a code of the next step (the setup used this one).
    const reply = await rest('POST', '/api/users/reset-password', { body: { token, password: 'new-staff-password-2', code: codeFor(secret, 1) } })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json.token).toEqual(expect.any(String))
    expect(await isPassword(editor.id, 'new-staff-password-2')).toBe(true)
    const again = await rest('POST', '/api/users/reset-password', { body: { token, password: 'new-staff-password-3', code: codeFor(secret, 1) } })
    expect(again.status).toBe(403)
  })
})
