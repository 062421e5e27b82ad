import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { LIMITS, allow, exceeded, forget, record, take, unrecord } from '../../platform/rateLimit'
import { clientAddress } from '../../platform/request.server'
import { tooManyAttempts } from './answers'

// Staff sign-in (POST /api/users/login, which the admin's login form also posts to) counted by
// our own limits instead of Payload's maxLoginAttempts: Payload's lock shuts an account for
// everyone, its owner included, after five wrong passwords from anywhere, and answers a locked
// account differently from an unknown address. Here failures are counted per e-mail *and*
// client, so an attacker's guesses slow down the attacker; a per-client cap bounds how many
// accounts one client tries, and a high per-account cap bounds a guessing spread over many
// addresses. Every counter is keyed by the e-mail as typed, account or not, and every refusal is
// the same 429, so neither answer tells whether the address belongs to staff.

const STAFF_LOGIN = 'staffLogin'
const STAFF_FAILURES = 'staffLoginFailures'
const ACCOUNT_FAILURES = 'staffAccountFailures'

type Attempt = { email: string; client: string }

const emailOf = (data: unknown): string => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

export const checkAttempt: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const attempt: Attempt = { email: emailOf((args as { data?: unknown }).data), client: clientAddress(req) }
  req.context.staffLogin = attempt
  if (!(await allow(req.payload, STAFF_LOGIN, attempt.client, LIMITS.staffLogin))) throw await tooManyAttempts(req)
  if (await exceeded(req.payload, STAFF_FAILURES, `${attempt.email}|${attempt.client}`, LIMITS.staffFailures)) throw await tooManyAttempts(req)
  if (await exceeded(req.payload, ACCOUNT_FAILURES, attempt.email, LIMITS.staffAccountFailures)) throw await tooManyAttempts(req)
  return args
}

/** A wrong password and an unknown e-mail both arrive here as Payload's AuthenticationError. */
export const countFailure: CollectionAfterErrorHook = async ({ error, context, req }) => {
  const attempt = context.staffLogin as Attempt | undefined
  if (!attempt || error.name !== 'AuthenticationError') return
  await record(req.payload, STAFF_FAILURES, `${attempt.email}|${attempt.client}`, LIMITS.staffFailures)
  await record(req.payload, ACCOUNT_FAILURES, attempt.email, LIMITS.staffAccountFailures)
}

/**
 * A staff member's password typed again in the admin, to change their password or second factor:
 * counted against the same failure limits as a sign-in, so a stolen session guesses no faster
 * than a sign-in form. Counted as wrong before it is checked, in one atomic statement per
 * counter, and given back (`passwordRight`) when right: however many are sent at once, no more
 * are checked than the limits allow. False when a limit is reached (check nothing then).
 */
export async function countPasswordAttempt(req: PayloadRequest, email: string): Promise<boolean> {
  const attempt: Attempt = { email: emailOf({ email }), client: clientAddress(req) }
  const perClient = await take(req.payload, STAFF_FAILURES, `${attempt.email}|${attempt.client}`, LIMITS.staffFailures)
  const perAccount = await take(req.payload, ACCOUNT_FAILURES, attempt.email, LIMITS.staffAccountFailures)
  return perClient && perAccount
}

/** The password counted by `countPasswordAttempt` was right: it is no failure. */
export async function passwordRight(req: PayloadRequest, email: string): Promise<void> {
  const attempt: Attempt = { email: emailOf({ email }), client: clientAddress(req) }
  await unrecord(req.payload, STAFF_FAILURES, `${attempt.email}|${attempt.client}`)
  await unrecord(req.payload, ACCOUNT_FAILURES, attempt.email)
}

/** An admin's unlock (only admins may: features/staff/Users.ts) clears the account's failures. */
export const clearOnUnlock: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock') return result
  const email = emailOf((args as { data?: unknown }).data)
  if (email) {
    await forget(req.payload, STAFF_FAILURES, `${email}|`)
    await forget(req.payload, ACCOUNT_FAILURES, email)
  }
  return result
}
