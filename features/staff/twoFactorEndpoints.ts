import { type Endpoint, Forbidden, NotFound, type PayloadRequest, UnauthorizedError } from 'payload'
import { mustSetUpTwoFactor, roleOf } from '../../platform/access/roles'
import { endpointData } from '../../platform/endpointBody'
import { auditStaffSignIn } from '../../platform/hooks/audit'
import { enrolmentExpired, newEnrolment, wrongState } from './answers'
import { secretOfTicket } from './enrolmentTicket'
import { forgetWrongCodes, removeFactor, storedFactor, typedCode } from './factors'
import { requireCurrentCode, requireCurrentPassword, requireSetUp, typedPassword } from './ownerProof'

// The account page's panel, under /api/users/…: the owner sets a factor up (a secret; then the password and a code for it;
// the recovery codes, once) or turns it off (password and code); an admin resets someone else's, which is recorded and
// signs that account out everywhere.

type Account = { id: number | string; email: string }

/** The signed-in staff member. A session without a role (one that must set a factor up first) signs in again to do so,
 * with its password: a stolen session alone never chooses the factor. */
function signedIn(req: PayloadRequest): Account {
  if (!roleOf(req)) throw new UnauthorizedError(req.t)
  return req.user as unknown as Account
}

async function bodyOf(req: PayloadRequest): Promise<{ code: string; password: string; enrolment: unknown }> {
  const data = await endpointData(req)
  return { code: typedCode(data), password: typedPassword(data), enrolment: data.enrolment }
}

const OFF = { field: 'twoFactor', from: 'on', to: 'off' }

export const staffTwoFactorEndpoints: Endpoint[] = [
  {
    path: '/two-factor/setup',
    method: 'post',
    handler: async (req) => {
      const account = signedIn(req)
      if (await storedFactor(req, account.id)) throw await wrongState(req, true)
      return Response.json(await newEnrolment(req, account), { headers: { 'Cache-Control': 'no-store' } })
    },
  },
  {
    path: '/two-factor/confirm',
    method: 'post',
    handler: async (req) => {
      const account = signedIn(req)
      const { code, password, enrolment } = await bodyOf(req)
      if (await storedFactor(req, account.id)) throw await wrongState(req, true)
      await requireCurrentPassword(req, account, password)
      const secret = secretOfTicket(req.payload.secret, account.id, enrolment)
      if (!secret) throw await enrolmentExpired(req)
      const recoveryCodes = await requireSetUp(req, account.id, secret, code)
      return Response.json({ recoveryCodes }, { headers: { 'Cache-Control': 'no-store' } })
    },
  },
  {
    path: '/two-factor/disable',
    method: 'post',
    handler: async (req) => {
      const account = signedIn(req)
      const { code, password } = await bodyOf(req)
      const factor = await storedFactor(req, account.id)
      if (!factor) throw await wrongState(req, false)
      await requireCurrentPassword(req, account, password)
      await requireCurrentCode(req, account.id, factor, code)
      await auditStaffSignIn(req, 'staff.two-factor.disable', account, OFF)
      await removeFactor(req, account.id)
      // An admin or back-office account has no rights without it now: it signs in again to set it up.
      return Response.json({ twoFactorEnabled: false, signInAgain: mustSetUpTwoFactor({ role: roleOf(req), twoFactorEnabled: false }) })
    },
  },
  {
    path: '/:id/two-factor/reset',
    method: 'post',
    handler: async (req) => {
      if (roleOf(req) !== 'admin') throw new Forbidden(req.t)
      const id = req.routeParams?.id as string
      // One's own is turned off with the password and a code: a stolen admin session must not shed the factor.
      if (String(req.user!.id) === String(id)) throw new Forbidden(req.t)
      const target = (await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })) as Account | null
      if (!target) throw new NotFound(req.t)
      if (!(await storedFactor(req, target.id))) throw await wrongState(req, false)
      await auditStaffSignIn(req, 'staff.two-factor.reset', target, OFF)
      await removeFactor(req, target.id)
      await forgetWrongCodes(req.payload, target.id)
      // Signed out everywhere: a session taken with the old factor ends with it.
      await req.payload.db.updateOne({ collection: 'users', id: target.id, data: { sessions: [] }, req, returning: false })
      return Response.json({ twoFactorEnabled: false })
    },
  },
]
