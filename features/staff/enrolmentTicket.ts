import crypto from 'node:crypto'
import { isSecret } from './totp'

// Setting up a second factor takes two requests: the server makes a secret and shows it, the
// owner's app then shows a code for it. Between the two the secret travels in a ticket the
// server signs (bound to the account, valid for 15 minutes), so nothing half set up is stored
// and a client can never choose its own secret.

const LIFETIME_MS = 15 * 60_000

const keyOf = (payloadSecret: string) => crypto.createHmac('sha256', payloadSecret).update('staff two-factor enrolment').digest()
const mac = (payloadSecret: string, body: string) => crypto.createHmac('sha256', keyOf(payloadSecret)).update(body).digest('base64url')

export function signTicket(payloadSecret: string, userId: number | string, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ u: String(userId), s: secret, e: now + LIFETIME_MS })).toString('base64url')
  return `${body}.${mac(payloadSecret, body)}`
}

/** The secret a ticket carries, if the server signed it for this account and it has not expired. */
export function secretOfTicket(payloadSecret: string, userId: number | string, ticket: unknown, now = Date.now()): string | null {
  if (typeof ticket !== 'string' || ticket.length > 1000) return null
  const [body, signature, ...rest] = ticket.split('.')
  if (!body || !signature || rest.length) return null
  const expected = Buffer.from(mac(payloadSecret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  try {
    const { u, s, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; s?: unknown; e?: unknown }
    return u === String(userId) && typeof e === 'number' && e > now && isSecret(s) ? s : null
  } catch {
    return null
  }
}
