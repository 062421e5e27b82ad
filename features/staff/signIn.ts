import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeDeleteHook, CollectionBeforeLoginHook, CollectionConfig } from 'payload'
import { mustSetUpTwoFactor } from '../../platform/access/roles'
import { codeNeeded, codeWrong, enrolmentNeeded, tooManyCodes } from './answers'
import { secretOfTicket } from './enrolmentTicket'
import { removeFactor, setUpFactor, storedFactor, typedCode, useCode } from './factors'
import { proveOwnPasswordChange } from './ownPassword'
import { staffTwoFactorEndpoints } from './twoFactorEndpoints'

// The second step of a staff sign-in, wherever Payload hands out a session: POST
// /api/users/login (what the admin's sign-in form posts too) and POST /api/users/reset-password
// both run `beforeLogin` after the password is checked and before a token exists, and a throw
// there gives no token, no cookie and no session. The body carries the second factor beside
// the password:
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

const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const account = user as SignInUser
  const code = typedCode(req.data)
  const factor = await storedFactor(req, account.id)
  if (factor) {
    if (!code) throw await codeNeeded(req, 'code')
    const outcome = await useCode(req, factor, account.id, code)
    if (outcome === 'too-many') throw await tooManyCodes(req)
    if (outcome === 'wrong') throw await codeWrong(req, 'code')
    return user
  }
  if (!mustSetUpTwoFactor({ role: account.role, twoFactorEnabled: false })) return user
  // Set up in this sign-in, or no session.
  const secret = secretOfTicket(req.payload.secret, account.id, (req.data as { enrolment?: unknown } | undefined)?.enrolment)
  if (!secret) throw await enrolmentNeeded(req, account)
  if (!code) throw await codeNeeded(req, 'enrol')
  const recoveryCodes = await setUpFactor(req, account.id, secret, code)
  if (recoveryCodes === 'too-many') throw await tooManyCodes(req)
  if (recoveryCodes === 'wrong') throw await codeWrong(req, 'enrol')
  req.context.recoveryCodes = recoveryCodes
  return user
}

/** Recovery codes made by a setup in this sign-in go to the one who signed in, in its answer,
 * once: only their hashes are kept. */
const handOverRecoveryCodes: CollectionAfterOperationHook = ({ operation, req, result }) => {
  const codes = req.context.recoveryCodes
  if ((operation !== 'login' && operation !== 'resetPassword') || !Array.isArray(codes)) return result
  return { ...result, recoveryCodes: codes }
}

/** Every answer that asks for a second step says which (`data.secondFactor`), taken here from the
 * error itself: Payload copies an error's data into the answer only for its own APIError class,
 * and the admin's server (Next) bundles a copy of its own. The setup an answer asks for
 * (answers.ts, enrolmentNeeded) is added from the request's context, after Payload has logged
 * the error without it. */
const answerSecondFactor: CollectionAfterErrorHook = ({ context, error, result }) => {
  const step = (error as { data?: { secondFactor?: unknown } }).data?.secondFactor
  if (step !== 'code' && step !== 'enrol') return
  const first = (result as { errors?: Record<string, unknown>[] } | undefined)?.errors?.[0] ?? { message: error.message }
  const enrolment = step === 'enrol' && context.enrolment ? { enrolment: context.enrolment } : {}
  return { response: { ...result, errors: [{ ...first, data: { secondFactor: step, ...enrolment } }] } }
}

/** An account's second factor goes with the account. */
const removeWithAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await removeFactor(req, id)
}

/** The staff collection with two-factor sign-in: the second step at sign-in, the endpoints
 * that set it up, turn it off and reset it, and the proof a change of one's own password needs. */
export function withStaffTwoFactor(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    endpoints: [...staffTwoFactorEndpoints, ...(users.endpoints || [])],
    hooks: {
      ...users.hooks,
      beforeLogin: [...(users.hooks?.beforeLogin ?? []), requireSecondFactor],
      afterOperation: [...(users.hooks?.afterOperation ?? []), handOverRecoveryCodes],
      afterError: [...(users.hooks?.afterError ?? []), answerSecondFactor],
      beforeDelete: [...(users.hooks?.beforeDelete ?? []), removeWithAccount],
      beforeChange: [...(users.hooks?.beforeChange ?? []), proveOwnPasswordChange],
    },
  }
}
