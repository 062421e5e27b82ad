import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { adminMessage } from '../../platform/adminTranslations'
import { codeNeeded, codeWrong, tooManyAttempts } from './answers'
import { setUpFactor, storedFactor, typedCode, useCode, type StoredFactor } from './factors'
import { isCurrentPassword } from './payloadPassword'
import { countPasswordAttempt, passwordRight } from './staffLogin'

// What a staff member proves before changing their password or second factor, so a stolen session alone changes neither:
// the current password and, with a factor, a current code, each counted against its limits as at sign-in.

type Account = { id: number | string; email: string }

/** The password typed in a body's field, as typed: passwords are never trimmed. */
export const typedPassword = (body: unknown, field = 'password'): string => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field]
  return typeof value === 'string' ? value.slice(0, 1000) : ''
}

export async function requireCurrentPassword(req: PayloadRequest, account: Account, password: string): Promise<void> {
  if (!password) throw new APIError(adminMessage(req, 'currentPasswordNeeded'), 400, { currentPassword: 'needed' }, true)
  if (!(await countPasswordAttempt(req, account.email))) throw await tooManyAttempts(req)
  if (!(await isCurrentPassword(req, account.id, password))) {
    throw new APIError(adminMessage(req, 'currentPasswordWrong'), 401, { currentPassword: 'wrong' }, true)
  }
  await passwordRight(req, account.email)
}

export async function requireCurrentCode(req: PayloadRequest, accountId: Account['id'], factor: StoredFactor, code: string): Promise<void> {
  if (!code) throw await codeNeeded(req, 'code')
  const outcome = await useCode(req, factor, accountId, code)
  if (outcome === 'too-many') throw await tooManyAttempts(req)
  if (outcome === 'wrong') throw await codeWrong(req, 'code')
}

/** Uses up `code` when the account has a second factor, or throws; false when it has none. */
export async function requireCodeIfSetUp(req: PayloadRequest, accountId: Account['id'], code: string): Promise<boolean> {
  const factor = await storedFactor(req, accountId)
  if (factor) await requireCurrentCode(req, accountId, factor, code)
  return Boolean(factor)
}

/** Turns the second factor on with a code for `secret` (enrolment), or throws; the new recovery codes. */
export async function requireSetUp(req: PayloadRequest, accountId: Account['id'], secret: string, code: string): Promise<string[]> {
  const codes = await setUpFactor(req, accountId, secret, code)
  if (codes === 'too-many') throw await tooManyAttempts(req)
  if (codes === 'wrong') throw await codeWrong(req, 'enrol')
  return codes
}

/** Whether an update changes the account's e-mail address (the account page sends it unchanged with every save). */
const changesEmail = (data: Record<string, unknown>, originalDoc: { email?: unknown } | undefined): boolean =>
  typeof data.email === 'string' && data.email.trim().toLowerCase() !== String(originalDoc?.email ?? '').toLowerCase()

/** One's own password or e-mail address (where reset links go) changes (over REST, as the account page posts it) only with
 * the current password in `currentPassword` and, with a factor, a current code in `currentCode`; an admin changing someone
 * else's, and the server's writes, need neither. */
export const proveOwnAccountChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || !req.user || req.user.collection !== 'users') return data
  if (!data.password && !changesEmail(data, originalDoc)) return data
  if (String(req.user.id) !== String(originalDoc?.id)) return data
  const account = { id: originalDoc.id as number | string, email: String(originalDoc.email) }
  await requireCurrentPassword(req, account, typedPassword(data, 'currentPassword'))
  await requireCodeIfSetUp(req, account.id, typedCode({ code: data.currentCode }))
  return data
}
