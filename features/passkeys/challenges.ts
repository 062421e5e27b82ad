import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { rawDb } from '../../platform/rawDb'

// Passkey challenges live in the database, so whichever process answers the ceremony's second step finds the one the
// first step handed out. Each is taken by one atomic delete: of any number of uses at once, in any process, exactly one
// gets it, and an expired one is taken by none.

export const CHALLENGE_TTL_MS = 5 * 60 * 1000

export type Purpose = 'register' | 'signIn'
type Id = string | number

/** A new random challenge (base64url, as WebAuthn's JSON carries it), stored for `purpose`; expired ones are swept. */
export async function issueChallenge(payload: Payload, purpose: Purpose, customer?: Id, now = Date.now()): Promise<string> {
  await payload.delete({ collection: 'passkey-challenges', where: { expiresAt: { less_than: new Date(now).toISOString() } }, overrideAccess: true })
  const challenge = crypto.randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'passkey-challenges',
    data: { challenge, purpose, customer: (customer ?? null) as number | null, expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString() },
    overrideAccess: true,
  })
  return challenge
}

/** Takes a live challenge of `purpose`, once: the customer it was issued for (null for a sign-in), or undefined when it
 * is unknown, already taken or expired. */
export async function claimChallenge(payload: Payload, challenge: string, purpose: Purpose, now = Date.now()): Promise<Id | null | undefined> {
  const raw = await rawDb(payload)
  const at = new Date(now)
  if (raw.kind === 'sqlite') {
    const rows = await raw.db.all<{ customer: Id | null }>(sql`
      DELETE FROM passkey_challenges
      WHERE challenge = ${challenge} AND purpose = ${purpose} AND expires_at > ${at.toISOString()}
      RETURNING customer_id AS customer`)
    return rows.length === 1 ? rows[0]!.customer : undefined
  }
  const doc = await raw.adapter.collections['passkey-challenges']!.findOneAndDelete({ challenge, purpose, expiresAt: { $gt: at } })
  if (!doc) return undefined
  const customer = (doc as { customer?: unknown }).customer
  return customer == null ? null : (String(customer) as Id)
}
