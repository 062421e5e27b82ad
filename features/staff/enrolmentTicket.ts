import { readJson, signJson } from '../../platform/signing'
import { isSecret } from './totp'

// Between showing a new secret and the code that confirms it, the secret travels in a ticket the server signs (bound to the
// account, for 15 minutes), so nothing half set up is stored and a client never chooses its own secret.

const LIFETIME_MS = 15 * 60_000
const PURPOSE = 'staff two-factor enrolment'

export function signTicket(payloadSecret: string, userId: number | string, secret: string, now = Date.now()): string {
  return signJson(payloadSecret, PURPOSE, { u: String(userId), s: secret, e: now + LIFETIME_MS })
}

/** The secret a ticket carries, if the server signed it for this account and it has not expired. */
export function secretOfTicket(payloadSecret: string, userId: number | string, ticket: unknown, now = Date.now()): string | null {
  const { u, s, e } = (readJson(payloadSecret, PURPOSE, ticket, 1000) ?? {}) as { u?: unknown; s?: unknown; e?: unknown }
  return u === String(userId) && typeof e === 'number' && e > now && isSecret(s) ? s : null
}
