import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Customer } from '../../common/payload-types'
import { allow, type Limit } from '../../platform/rateLimit'
import { queueMail, readToken } from '../mail/index.server'
import { CONFIRM_PATH } from './forms'
import { freshLink, renewedLink, type CustomerLink } from './mailedLinks'

// A customer's e-mail address is confirmed by a mailed link (single use, 7 days, in the customer's language), sent at
// registration and again on request from the dashboard. Customers from before this rule count as confirmed: the field's
// default, which the migration gave every existing row (SQLite), and a field that is absent (MongoDB, no migrations), both
// read as confirmed; only registration writes false. Nobody who was told about their account before stops being told.

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000
/** Links one address is sent an hour, the registration's included, like the reset budget (features/mail/resetBudget.ts). */
export const CONFIRM_BUDGET: Limit = { max: 3, windowMs: 60 * 60_000 }
const PURPOSE = 'customer-confirm'
const CONFIRM_LINK: CustomerLink = {
  path: CONFIRM_PATH,
  purpose: PURPOSE,
  ttlMs: CONFIRM_TTL_MS,
  fields: { nonce: 'confirmNonce', expiresAt: 'confirmExpiresAt' },
}

type Confirmable = Pick<Customer, 'id' | 'email' | 'emailConfirmed' | 'confirmNonce' | 'confirmExpiresAt'>

/** What a followed confirmation link, or a followed password-reset link (which proves the same), writes. */
export const ADDRESS_PROVEN = { emailConfirmed: true, confirmNonce: null, confirmExpiresAt: null } as const

export function addressConfirmed(customer: Pick<Customer, 'emailConfirmed'>): boolean {
  return customer.emailConfirmed !== false
}

/** Security notices (a password changed, sign-in paused) go to a confirmed address only: an unconfirmed one may be a
 * stranger's, typed by mistake or on purpose, who should learn nothing of the account. The two messages that are not
 * notices go to any address: the confirmation link, and a reset link, which is only sent when someone asks for it at that
 * address and reaches only whoever reads it, so a customer who never confirmed still gets back in (and following it
 * confirms the address). */
export const receivesSecurityNotices = addressConfirmed

async function findConfirmable(payload: Payload, id: string | number): Promise<Confirmable | null> {
  return (await payload
    .findByID({
      collection: 'customers',
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      disableErrors: true,
      select: { email: true, emailConfirmed: true, confirmNonce: true, confirmExpiresAt: true },
    })
    .catch(() => null)) as Confirmable | null
}

/** Mails the customer a confirmation link, within the address's budget; false when the budget is spent. */
export async function mailConfirmation(payload: Payload, customer: Confirmable, language: Language): Promise<boolean> {
  return sendLink(payload, customer.email, () => renewedLink(payload, customer, CONFIRM_LINK), language)
}

async function sendLink(payload: Payload, to: string, link: () => Promise<string> | string, language: Language): Promise<boolean> {
  if (!(await allow(payload, 'customerConfirmAddress', to, CONFIRM_BUDGET))) return false
  await queueMail(payload, { to, language, template: 'confirmAddress', data: { confirmUrl: await link() } })
  return true
}

/** What a customer's record holds once back office has given it another address: unconfirmed, with a new link (any
 * link mailed to the old address stops working, so it cannot confirm the new one), and that link's address. */
export function addressReplaced(id: string | number, now = Date.now()): { data: Partial<Customer>; url: string } {
  const link = freshLink(id, CONFIRM_LINK, now)
  return { data: { emailConfirmed: false, ...link.data }, url: link.url }
}

/** After back office replaced the address: the new one gets its confirmation link (within its budget), and the old one, if
 * it was confirmed (it gets security notices), is told the address changed, and nothing of the new one. */
export async function mailAddressReplaced(
  payload: Payload,
  change: { from: Pick<Customer, 'email' | 'emailConfirmed'>; to: string; confirmUrl: string; language: Language },
): Promise<void> {
  await sendLink(payload, change.to, () => change.confirmUrl, change.language)
  if (receivesSecurityNotices(change.from)) await queueMail(payload, { to: change.from.email, language: change.language, template: 'addressChanged', data: {} })
}

/** The just-registered customer's first link. */
export async function confirmNewAddress(payload: Payload, id: string | number, language: Language): Promise<void> {
  const customer = await findConfirmable(payload, id)
  if (customer) await mailConfirmation(payload, customer, language)
}

export type ResendOutcome = { ok: true } | { ok: false; status: 429; error: string }

/** "Send the link again" from the dashboard; nothing to send for a confirmed address. */
export async function resendConfirmation(payload: Payload, customerId: string | number, language: Language): Promise<ResendOutcome> {
  const customer = await findConfirmable(payload, customerId)
  if (!customer || addressConfirmed(customer)) return { ok: true }
  if (await mailConfirmation(payload, customer, language)) return { ok: true }
  return { ok: false, status: 429, error: 'Account_confirm_too_many' }
}

/** The customer a link still valid names; null for any other token. */
async function linkHolder(payload: Payload, token: unknown, now: number): Promise<Confirmable | null> {
  const fields = readToken(PURPOSE, token, 3)
  if (!fields || Number(fields[1]) <= now) return null
  const customer = await findConfirmable(payload, fields[0]!)
  const live = customer?.confirmNonce === fields[2] && customer.confirmExpiresAt && Date.parse(customer.confirmExpiresAt) > now
  return live ? customer : null
}

/** Whether the link can still confirm (the page it opens shows its button only then). */
export async function confirmLinkValid(payload: Payload, token: unknown, now = Date.now()): Promise<boolean> {
  return (await linkHolder(payload, token, now)) !== null
}

/** Confirms the address a valid link names; the link then stops working. Two uses at once both confirm, which is the same. */
export async function confirmAddress(payload: Payload, token: unknown, now = Date.now()): Promise<boolean> {
  const customer = await linkHolder(payload, token, now)
  if (!customer) return false
  await payload.update({ collection: 'customers', id: customer.id, data: ADDRESS_PROVEN, overrideAccess: true })
  return true
}
