import type {
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
import { removeFactor, typedCode } from './factors'
import { requireCodeIfSetUp, requireSetUp } from './ownerProof'

// The second step of a staff sign-in, wherever Payload hands out a session: POST
// /api/users/login (what the admin's sign-in form posts too) runs `beforeLogin` after the
// password is checked and before a token exists, and a throw there gives no token, no cookie and
// no session. POST /api/users/reset-password writes the new password before `beforeLogin`, and
// SQLite runs it without a transaction to undo that, so a reset's code is checked earlier, in
// `beforeOperation`, before anything is written. The body carries the second factor beside the
// password (a reset's: `{ token, password, code }`):
//
//   { email, password, code }               an account with two-factor sign-in on: a code from
//                                           its app, or one of its recovery codes
//   { email, password, code, enrolment }    an admin or back-office account without it, when
//                                           the server requires it: the ticket from the answer
//                                           that refused the password alone, and a code for its
//                                           secret; the answer then carries `recoveryCodes`
//
// Editors without it sign in with the password alone.

type SignInUser = { id: number | string; email: string; role?: string | null }

/** The admin's reset page, under the admin (the forgot-password message links to it with the
 * token after it). Two segments, so that Payload, which serves a one-segment `reset` route with
 * its own page, leaves it to ours (cms/components/twoFactor/StaffResetView.tsx), which asks for
 * the code too. */
export const STAFF_RESET_ROUTE = '/password/reset'

/** The account a reset link (its token) is for while it is valid; null otherwise. */
export async function accountOfResetLink(req: PayloadRequest, token: unknown): Promise<SignInUser | null> {
  if (typeof token !== 'string' || !token) return null
  const where = { resetPasswordToken: { equals: token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } }
  return (await req.payload.db.findOne({ collection: 'users', where, req })) as SignInUser | null
}

/** A reset link is the mailbox's proof, not the staff member's: an account with a second factor
 * also gives a current code, checked before the new password is written (a refusal leaves the
 * password and the link as they were). An account that must still set one up does so at its
 * next sign-in: the session the reset gives it has no role until then (platform/access/roles.ts). */
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

/** Recovery codes made by a setup in this sign-in go to the one who signed in, in its answer,
 * once: only their hashes are kept. */
export const handOverRecoveryCodes: CollectionAfterOperationHook = ({ operation, req, result }) => {
  const codes = req.context.recoveryCodes
  if (operation !== 'login' || !Array.isArray(codes)) return result
  return { ...result, recoveryCodes: codes }
}

/** Every answer that asks for a second step says which (`data.secondFactor`), taken here from the
 * error itself: Payload copies an error's data into the answer only for its own APIError class,
 * and the admin's server (Next) bundles a copy of its own. The setup an answer asks for
 * (answers.ts, enrolmentNeeded) is added from the request's context, after Payload has logged
 * the error without it. */
export const answerSecondFactor: CollectionAfterErrorHook = ({ context, error, result }) => {
  const step = (error as { data?: { secondFactor?: unknown } }).data?.secondFactor
  if (step !== 'code' && step !== 'enrol') return
  const first = (result as { errors?: Record<string, unknown>[] } | undefined)?.errors?.[0] ?? { message: error.message }
  const enrolment = step === 'enrol' && context.enrolment ? { enrolment: context.enrolment } : {}
  return { response: { ...result, errors: [{ ...first, data: { secondFactor: step, ...enrolment } }] } }
}

/** An account's second factor goes with the account. */
export const removeWithAccount: CollectionBeforeDeleteHook = ({ id, req }) => removeFactor(req, id)
