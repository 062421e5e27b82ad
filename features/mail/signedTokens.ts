import crypto from 'node:crypto'
import { sessionSecret } from '../../common/env.server'
import { mac, safeEqual } from '../../platform/signing'

// The tokens in links the site mails (confirm a sign-up, manage or end a subscription, reset a
// password): a few fields and their signature under SESSION_SECRET (platform/signing.ts), for
// one purpose each, so a token made for one link is refused by every other. Fields are ids,
// numbers and base64url strings, never holding a dot.

const fieldsMac = (purpose: string, fields: string[]) => mac(sessionSecret(), 'veltrana mailed links', `${purpose}\n${fields.join('.')}`)

export function signToken(purpose: string, fields: (string | number)[]): string {
  const text = fields.map(String)
  return [...text, fieldsMac(purpose, text)].join('.')
}

/** The token's fields when it was signed for `purpose` with `count` fields; null otherwise. */
export function readToken(purpose: string, token: unknown, count: number): string[] | null {
  if (typeof token !== 'string' || token.length > 400 || !/^[A-Za-z0-9_.-]+$/.test(token)) return null
  const parts = token.split('.')
  if (parts.length !== count + 1) return null
  const fields = parts.slice(0, count)
  return safeEqual(parts[count]!, fieldsMac(purpose, fields)) ? fields : null
}

/** A random value for a token to name (and a later use to compare, or to change so that the
 * token stops working). */
export function nonce(): string {
  return crypto.randomBytes(16).toString('base64url')
}
