import type {
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterOperationHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { mustSetUpTwoFactor } from '../../platform/access/roles'
import { codeNeeded, enrolmentNeeded } from './answers'
import { secretOfTicket } from './enrolmentTicket'
import { forgetWrongCodes, removeFactor, typedCode } from './factors'
import { requireCodeIfSetUp, requireSetUp } from './ownerProof'

// The second step of a staff sign-in. POST /api/users/login runs `beforeLogin` after the password check and before any
// token exists, so a throw there gives no session. A reset (POST /api/users/reset-password) writes the password before
// `beforeLogin`, with no transaction on SQLite to undo it, so its code is checked earlier, in `beforeOperation`.
// The body carries the factor beside the password: `code` (from the app, or a recovery code) for an account that has one;
// `code` and `enrolment` (the ticket from the answer that refused the password alone) for an admin or back-office account
// that must set one up, whose answer then carries `recoveryCodes`. Editors without one sign in with the password alone.

type SignInUser = { id: number | string; email: string; role?: string | null }

/** The admin's reset page (cms/components/twoFactor/StaffResetView.tsx, which asks for the code too): two segments, so
 * Payload, which serves a one-segment `reset` route with its own page, leaves it to ours. */
export const STAFF_RESET_ROUTE = '/password/reset'

/** The account a reset link (its token) is for while it is valid; null otherwise. */
export async function accountOfResetLink(req: PayloadRequest, token: unknown): Promise<SignInUser | null> {
  if (typeof token !== 'string' || !token) return null
  const where = { resetPasswordToken: { equals: token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } }
  return (await req.payload.db.findOne({ collection: 'users', where, req })) as SignInUser | null
}

/** A reset link proves the mailbox, not the person: an account with a factor gives a current code too, checked before the
 * password is written. One that must still set a factor up does so at its next sign-in (its session has no role till then). */
export const requireCodeToReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const account = await accountOfResetLink(req, (args as { data?: { token?: unknown } }).data?.token)
  // An unknown or expired link: Payload refuses it.
  if (!account) return args
  // The code is read from the request's body: Payload passes on only the token and the password.
  await requireCodeIfSetUp(req, account.id, typedCode(req.data))
  req.context.resetChecked = true
  return args
}

export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const account = user as SignInUser
  if (req.context.resetChecked) return user
  const code = typedCode(req.data)
  if (await requireCodeIfSetUp(req, account.id, code)) return user
  if (!mustSetUpTwoFactor({ role: account.role, twoFactorEnabled: false })) return user
  // Set up in this sign-in, or no session.
  const secret = secretOfTicket(req.payload.secret, account.id, (req.data as { enrolment?: unknown } | undefined)?.enrolment)
  if (!secret) throw await enrolmentNeeded(req, account)
  if (!code) throw await codeNeeded(req, 'enrol')
  const recoveryCodes = await requireSetUp(req, account.id, secret, code)
  // Payload's local create gives req a new context: read it only after.
  req.context.recoveryCodes = recoveryCodes
  return user
}

/** Recovery codes made by a setup in this sign-in are in its answer, once: only their hashes are kept. */
export const handOverRecoveryCodes: CollectionAfterOperationHook = ({ operation, req, result }) => {
  const codes = req.context.recoveryCodes
  if (operation !== 'login' || !Array.isArray(codes)) return result
  return { ...result, recoveryCodes: codes }
}

/** Every answer that asks for a second step says which (`data.secondFactor`), copied here because Payload copies an error's
 * data only for its own APIError class, of which Next bundles another copy. The setup is added from the request's context,
 * so Payload's log of the error never holds the secret. */
export const answerSecondFactor: CollectionAfterErrorHook = ({ context, error, result }) => {
  const step = (error as { data?: { secondFactor?: unknown } }).data?.secondFactor
  if (step !== 'code' && step !== 'enrol') return
  const first = (result as { errors?: Record<string, unknown>[] } | undefined)?.errors?.[0] ?? { message: error.message }
  const enrolment = step === 'enrol' && context.enrolment ? { enrolment: context.enrolment } : {}
  return { response: { ...result, errors: [{ ...first, data: { secondFactor: step, ...enrolment } }] } }
}

/** An account's second factor goes with the account. */
export const removeWithAccount: CollectionBeforeDeleteHook = ({ id, req }) => removeFactor(req, id)

/** So does its count of wrong codes, once it is gone: kept under its id, it would count against an account given that id. */
export const forgetWithAccount: CollectionAfterDeleteHook = ({ id, req }) => forgetWrongCodes(req.payload, id)
