import type { Payload, PayloadRequest, Where } from 'payload'
import { serverURL } from '../../common/env.server'
import type { Language } from '../../common/languages'
import type { Customer } from '../../common/payload-types'
import { allow } from '../../platform/rateLimit'
import { removeCounters } from '../../platform/sharedCounters'
import {
  queueMail,
  RESET_BUDGET,
  queueResetRequest,
  requestedAddress,
  resetLinkTask,
  resetRequestAllowed,
  withinAddressBudget,
  readToken,
} from '../mail/index.server'
import { ADDRESS_PROVEN, receivesSecurityNotices } from './addressConfirmation'
import { FORGOT_PATH, RESET_PATH } from './forms'
import { renewedLink, type CustomerLink } from './mailedLinks'
import { newPasswordProblem } from './passwordList.server'
import { hashPassword, verifyPassword } from './passwords'
import { ACCOUNT_MESSAGES } from './registration'

// A forgotten password: a link (the same answer whether the address has an account, features/mail/resetBudget.ts) that
// works once, for an hour; a new password ends every session and mails a notice. The back office's `locked` flag is
// untouched here.

export const RESET_TTL_MS = 60 * 60_000
export const CUSTOMER_RESET_TASK = 'customerResetLink'
/** Messages one address is sent and requests one client makes (the reset budget), and password changes a customer tries
 * (each guesses the current). */
export const RESET_LIMITS = { ...RESET_BUDGET, change: { max: 10, windowMs: 60 * 60_000 } }

export type FoundCustomer = Pick<
  Customer,
  'id' | 'email' | 'passwordHash' | 'loginFailures' | 'lockUntil' | 'language' | 'resetNonce' | 'resetExpiresAt' | 'emailConfirmed'
>

/** A customer with the hidden fields only this service reads (the password hash, the reset link's value). */
export async function findCustomer(payload: Payload, where: Where): Promise<FoundCustomer | null> {
  const found = await payload.find({
    collection: 'customers',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: {
      email: true,
      passwordHash: true,
      loginFailures: true,
      lockUntil: true,
      language: true,
      resetNonce: true,
      resetExpiresAt: true,
      emailConfirmed: true,
    },
  })
  return (found.docs[0] as FoundCustomer | undefined) ?? null
}

const RESET_LINK: CustomerLink = {
  path: RESET_PATH,
  purpose: 'customer-reset',
  ttlMs: RESET_TTL_MS,
  fields: { nonce: 'resetNonce', expiresAt: 'resetExpiresAt' },
}

export type ResetRequestOutcome = { ok: true } | { ok: false; status: 400 | 429; error: string }

/** "Forgot your password?": the same answer, after the same work, whether the address has an account; the link is mailed
 * by the queued job below, within the address's budget. */
export async function requestPasswordReset(payload: Payload, input: { email?: unknown }, language: Language, client: string): Promise<ResetRequestOutcome> {
  const email = requestedAddress(input.email)
  if (!email) return { ok: false, status: 400, error: 'Layout32' }
  if (!(await resetRequestAllowed(payload, 'customer', client))) return { ok: false, status: 429, error: ACCOUNT_MESSAGES.tooMany }
  await queueResetRequest(payload, CUSTOMER_RESET_TASK, { email, language })
  return { ok: true }
}

/** Mails the customer with this address a single-use reset link, valid for the next hour (renewed while valid,
 * mailedLinks.ts), within the address's budget; nothing for an address without one. */
export async function sendResetLink(payload: Payload, email: string, language: Language): Promise<void> {
  if (!(await withinAddressBudget(payload, 'customer', email))) return
  const customer = await findCustomer(payload, { email: { equals: email } })
  if (customer)
    await queueMail(payload, { to: customer.email, language, template: 'passwordReset', data: { resetUrl: await renewedLink(payload, customer, RESET_LINK) } })
}

export const customerResetTask = resetLinkTask(CUSTOMER_RESET_TASK, 'Mail a customer a password reset link', sendResetLink)

/** The customer a reset link names while it is valid; null otherwise. */
export async function customerByResetToken(payload: Payload, token: unknown, now = Date.now()): Promise<FoundCustomer | null> {
  const fields = readToken('customer-reset', token, 3)
  if (!fields || Number(fields[1]) <= now) return null
  const customer = await findCustomer(payload, { id: { equals: fields[0] } })
  if (!customer?.resetNonce || customer.resetNonce !== fields[2] || !customer.resetExpiresAt || Date.parse(customer.resetExpiresAt) <= now) return null
  return customer
}

export type ResetOutcome = { ok: true } | { ok: false; field: 'password' | 'token'; error: string }

/** Sets a new password from a reset link; ends every session and mails a notice. */
export async function resetPassword(
  payload: Payload,
  input: { token?: unknown; password?: unknown; confirm?: unknown },
  language: Language,
): Promise<ResetOutcome> {
  const customer = await customerByResetToken(payload, input.token)
  if (!customer) return { ok: false, field: 'token', error: 'Cabinet_reset_invalid' }
  const password = typeof input.password === 'string' ? input.password : ''
  const problem = newPasswordProblem(password, typeof input.confirm === 'string' ? input.confirm : '')
  if (problem) return { ok: false, field: 'password', error: problem }
  // The single-use value goes in the write that changes the password: a second use finds none.
  const changed = await payload.update({
    collection: 'customers',
    where: { and: [{ id: { equals: customer.id } }, { resetNonce: { equals: customer.resetNonce } }] },
    // The link reached its reader at the address: that proves the address as its confirmation link would.
    data: { passwordHash: await hashPassword(password), resetNonce: null, resetExpiresAt: null, loginFailures: 0, lockUntil: null, ...ADDRESS_PROVEN },
    overrideAccess: true,
  })
  if (changed.docs.length !== 1) return { ok: false, field: 'token', error: 'Cabinet_reset_invalid' }
  // Whoever proved they own the address may sign in at once.
  await removeCounters(payload, `cabinetLoginAttempts:${customer.email}`)
  await afterPasswordChange(payload, { ...customer, ...ADDRESS_PROVEN }, language)
  return { ok: true }
}

/** Ends every session of the customer (within `req`'s transaction when given). */
export async function endAllSessions(payload: Payload, customerId: string | number, req?: PayloadRequest): Promise<void> {
  await payload.delete({ collection: 'customer-sessions', where: { customer: { equals: customerId } }, overrideAccess: true, req })
}

/** A new password: every session ends, and a confirmed address is told (with a link to reset again). */
export async function afterPasswordChange(
  payload: Payload,
  customer: Pick<FoundCustomer, 'id' | 'email' | 'emailConfirmed'>,
  language: Language,
): Promise<void> {
  await endAllSessions(payload, customer.id)
  if (!receivesSecurityNotices(customer)) return
  await queueMail(payload, { to: customer.email, language, template: 'passwordChanged', data: { resetUrl: `${serverURL()}${FORGOT_PATH}` } })
}

/** Sign-in was just locked after repeated failures: a confirmed address is told, within its reset budget (anyone can cause
 * a lock), and pointed to the forgot-password page. It carries no link of its own, so it never replaces one the customer
 * asked for. */
export async function noticeSignInLocked(
  payload: Payload,
  customer: Pick<FoundCustomer, 'email' | 'emailConfirmed'>,
  language: Language,
  minutes: number,
): Promise<void> {
  if (!receivesSecurityNotices(customer)) return
  if (!(await withinAddressBudget(payload, 'customer', customer.email))) return
  await queueMail(payload, { to: customer.email, language, template: 'signInLocked', data: { resetUrl: `${serverURL()}${FORGOT_PATH}`, minutes } })
}

export type ChangeOutcome = { ok: true } | { ok: false; field: 'current' | 'password'; error: string }

/** A signed-in customer's new password, given the current one; then as after a reset. */
export async function changePassword(
  payload: Payload,
  customerId: string | number,
  input: { current?: unknown; password?: unknown; confirm?: unknown },
  language: Language,
): Promise<ChangeOutcome> {
  const customer = await findCustomer(payload, { id: { equals: customerId } })
  if (!customer?.passwordHash) return { ok: false, field: 'current', error: ACCOUNT_MESSAGES.noSuchUser }
  if (!(await allow(payload, 'passwordChange', String(customer.id), RESET_LIMITS.change)))
    return { ok: false, field: 'current', error: 'Dashboard_error_too_many' }
  if (typeof input.current !== 'string' || !(await verifyPassword(input.current, customer.passwordHash))) {
    return { ok: false, field: 'current', error: 'Cabinet_error_current_password' }
  }
  const password = typeof input.password === 'string' ? input.password : ''
  const problem = newPasswordProblem(password, typeof input.confirm === 'string' ? input.confirm : '')
  if (problem) return { ok: false, field: 'password', error: problem }
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { passwordHash: await hashPassword(password), resetNonce: null, resetExpiresAt: null },
    overrideAccess: true,
  })
  await afterPasswordChange(payload, customer, language)
  return { ok: true }
}
