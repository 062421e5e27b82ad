import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import type { Limit } from '../../platform/rateLimit'
import { rawDb } from '../../platform/rawDb'
import { decrement, increment, removeCounters } from '../../platform/sharedCounters'
import { hashRecoveryCode, looksLikeRecoveryCode, matchRecoveryCode, newRecoveryCodes } from './recoveryCodes'
import { STAFF_TWO_FACTOR_SLUG } from './StaffTwoFactor'
import { stepOfCode } from './totp'

// A staff account's stored second factor and the one way a code is used up. Every read and write carries the request, so at
// sign-in they join its transaction: only a sign-in that succeeds spends a code.

type UserId = number | string

export type StoredFactor = { id: UserId; secret: string; lastStep: number; recoveryCodes: string[]; accepted: number }

/** Wrong codes per account, from anywhere: with the password known the code is the last guard, and 10 guesses an hour keep
 * it out of reach. A lock, not a rate limit (RATE_LIMIT=off leaves it on): the owner's right code is refused too while it
 * holds, until an admin's reset. */
const CODE_FAILURES = 'staffCodeFailures'
const CODE_FAILURE_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 }
/** The counter's key for an account, ended so that account 1's is no prefix of account 12's. */
const counterKey = (userId: UserId) => `${CODE_FAILURES}:${userId}.`

/** Counts a code as wrong before it is checked (one atomic statement, given back when right), so of any number sent at once
 * at most the cap's worth are checked. False when the cap is reached. */
async function countAttempt(payload: Payload, userId: UserId): Promise<boolean> {
  return (await increment(payload, counterKey(userId), CODE_FAILURE_LIMIT.windowMs)) <= CODE_FAILURE_LIMIT.max
}

const giveBack = (payload: Payload, userId: UserId) => decrement(payload, counterKey(userId))

export async function storedFactor(req: PayloadRequest, userId: UserId): Promise<StoredFactor | null> {
  const found = await req.payload.find({
    collection: STAFF_TWO_FACTOR_SLUG,
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return (found.docs[0] as unknown as StoredFactor | undefined) ?? null
}

/** A code as the request typed it, in a body's `code`; spaces (apps show `123 456`) do not matter. */
export function typedCode(body: unknown): string {
  const code = (body as { code?: unknown } | null | undefined)?.code
  return typeof code === 'string' ? code.replace(/\s/g, '').slice(0, 64) : ''
}

export type CodeOutcome = 'accepted' | 'wrong' | 'too-many'

/** Checks a code and, when right and unused, uses it up: a TOTP code only for a later step than the last accepted, a
 * recovery code by removing its hash. The write is conditional on the count of codes accepted, so of two requests carrying
 * one code only one passes, whichever process serves them. */
export async function useCode(req: PayloadRequest, factor: StoredFactor, userId: UserId, code: string): Promise<CodeOutcome> {
  if (!(await countAttempt(req.payload, userId))) return 'too-many'
  let change: Partial<StoredFactor> | undefined
  const step = stepOfCode(factor.secret, code)
  if (step !== null && step > factor.lastStep) change = { lastStep: step }
  else if (step === null && looksLikeRecoveryCode(code)) {
    const index = matchRecoveryCode(factor.recoveryCodes, code)
    if (index >= 0) change = { recoveryCodes: factor.recoveryCodes.filter((_, i) => i !== index) }
  }
  if (!change) return 'wrong'
  // Another request used a code of this account in between: it may have been this very code.
  if (!(await spend(req, factor, change))) return 'wrong'
  await giveBack(req.payload, userId)
  return 'accepted'
}

/** Writes a code's use only where the count of accepted codes is still the one read, in one
 * statement; true when it was. */
async function spend(req: PayloadRequest, factor: StoredFactor, change: Partial<StoredFactor>): Promise<boolean> {
  const next = { lastStep: factor.lastStep, recoveryCodes: factor.recoveryCodes, ...change }
  const raw = await rawDb(req.payload, req)
  if (raw.kind === 'sqlite') {
    const rows = await raw.db.all<{ id: unknown }>(sql`
      UPDATE staff_two_factor
      SET last_step = ${next.lastStep}, recovery_codes = ${JSON.stringify(next.recoveryCodes)}, accepted = accepted + 1,
        updated_at = ${new Date().toISOString()}
      WHERE id = ${factor.id} AND accepted = ${factor.accepted}
      RETURNING id`)
    return rows.length === 1
  }
  // MongoDB's update with a filter is one findOneAndUpdate.
  const written = await req.payload.db.updateOne({
    collection: STAFF_TWO_FACTOR_SLUG,
    where: { and: [{ id: { equals: factor.id } }, { accepted: { equals: factor.accepted } }] },
    data: { ...next, accepted: factor.accepted + 1 },
    options: { atomic: true },
    req,
  })
  return Boolean(written)
}

/** An admin's reset starts the account afresh: its owner sets it up again at once. */
export const forgetWrongCodes = (payload: Payload, userId: UserId) => removeCounters(payload, counterKey(userId))

/** Turns the factor on with the secret the owner's app shows `code` for (that step counts as used); the new recovery codes,
 * to be shown once, or why not. */
export async function setUpFactor(req: PayloadRequest, userId: UserId, secret: string, code: string): Promise<string[] | 'wrong' | 'too-many'> {
  if (!(await countAttempt(req.payload, userId))) return 'too-many'
  const step = stepOfCode(secret, code)
  if (step === null) return 'wrong'
  await giveBack(req.payload, userId)
  const codes = newRecoveryCodes()
  await req.payload.create({
    collection: STAFF_TWO_FACTOR_SLUG,
    // Numbers on SQLite, strings on MongoDB; the generated types know only the first.
    data: { user: userId as number, secret, lastStep: step, recoveryCodes: codes.map(hashRecoveryCode), accepted: 1 },
    overrideAccess: true,
    req,
  })
  return codes
}

/** Removes the account's second factor (turned off by its owner, reset by an admin, account deleted). */
export async function removeFactor(req: PayloadRequest, userId: UserId): Promise<void> {
  await req.payload.delete({ collection: STAFF_TWO_FACTOR_SLUG, where: { user: { equals: userId } }, overrideAccess: true, req })
}
