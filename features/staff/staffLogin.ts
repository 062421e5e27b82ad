import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { LIMITS, allow, exceeded, forget, record, take, unrecord } from '../../platform/rateLimit'
import { clientAddress } from '../../platform/request.server'
import { tooManyAttempts } from './answers'

// Staff sign-in limits in place of Payload's maxLoginAttempts, whose lock shuts out the owner too and tells a locked account
// from an unknown address. Failures count per e-mail *and* client (guesses slow the guesser), with a per-client cap on
// accounts tried and a high per-account cap on guesses spread over many clients. Counters are keyed by the e-mail as typed,
// account or not, and every refusal is the same 429, so no answer tells whether the address belongs to staff.

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

/** A password typed again in the admin (to change it or the second factor) counts against the sign-in limits, so a stolen
 * session guesses no faster than the sign-in form. Counted as wrong before it is checked (given back by `passwordRight`),
 * so however many are sent at once no more are checked than the limits allow. False when a limit is reached. */
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
