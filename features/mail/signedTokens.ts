import crypto from 'node:crypto'
import { sessionSecret } from '../../common/env.server'

// The tokens in links the site mails (confirm a sign-up, manage or end a subscription, reset a
// password): a few fields and their HMAC-SHA-256 under a key derived from SESSION_SECRET, for
// one purpose each, so a token made for one link is refused by every other. Fields are ids,
// numbers and base64url strings, never holding a dot.

const key = () => crypto.createHmac('sha256', sessionSecret()).update('veltrana mailed links').digest()

function mac(purpose: string, fields: string[]): string {
  return crypto
    .createHmac('sha256', key())
    .update(`${purpose}\n${fields.join('.')}`)
    .digest('base64url')
}

export function signToken(purpose: string, fields: (string | number)[]): string {
  const text = fields.map(String)
  return [...text, mac(purpose, text)].join('.')
}

/** The token's fields when it was signed for `purpose` with `count` fields; null otherwise. */
export function readToken(purpose: string, token: unknown, count: number): string[] | null {
  if (typeof token !== 'string' || token.length > 400 || !/^[A-Za-z0-9_.-]+$/.test(token)) return null
  const parts = token.split('.')
  if (parts.length !== count + 1) return null
  const fields = parts.slice(0, count)
  const given = Buffer.from(parts[count]!)
  const expected = Buffer.from(mac(purpose, fields))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? fields : null
}

/** A random value for a token to name (and a later use to compare, or to change so that the
 * token stops working). */
export function nonce(): string {
  return crypto.randomBytes(16).toString('base64url')
}
