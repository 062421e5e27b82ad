import crypto from 'node:crypto'
import { APIError, type Endpoint, headersWithCors, type Payload } from 'payload'
import { serverURL } from '../../common/env.server'
import type { Language } from '../../common/languages'
import { endpointData } from '../../platform/endpointBody'
import { clientAddress } from '../../platform/request.server'
import { queueMail, queueResetRequest, requestedAddress, resetLinkTask, resetRequestAllowed, withinAddressBudget } from '../mail/index.server'
import { tooManyAttempts } from './answers'
import { STAFF_RESET_ROUTE } from './signIn'

// The admin's forgot-password form, in place of Payload's: its request is answered after constant work (the client's count
// and one queued job) whatever the address, and the job mails within the address's budget (features/mail/resetBudget.ts).
// The link is Payload's (a random token in `resetPasswordToken`, which Payload's reset checks) to our reset page; one still
// valid is renewed, not replaced, so a request never kills a link the owner was sent before.

export const STAFF_RESET_TASK = 'staffResetLink'
/** How long a link works, as Payload's default. */
const LINK_TTL_MS = 60 * 60_000

type StaffAccount = { id: number | string; email: string; resetPasswordToken?: string | null; resetPasswordExpiration?: string | null }

/** POST /api/users/forgot-password: Payload's answer, the same for every address. */
export const staffForgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const email = requestedAddress((await endpointData(req)).email)
    if (!email) throw new APIError('Missing email.', 400)
    if (!(await resetRequestAllowed(req.payload, 'staff', clientAddress(req)))) throw await tooManyAttempts(req)
    await queueResetRequest(req.payload, STAFF_RESET_TASK, { email, language: req.i18n?.language === 'ru' ? 'ru' : 'en' })
    return Response.json({ message: req.t('general:success') }, { headers: headersWithCors({ headers: new Headers(), req }) })
  },
}

/** Mails the staff member with this address a reset link, within the address's budget; nothing for an address without one. */
export async function sendStaffResetLink(payload: Payload, email: string, language: Language): Promise<void> {
  if (!(await withinAddressBudget(payload, 'staff', email))) return
  const account = (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as StaffAccount | null
  if (!account) return
  const now = Date.now()
  const live = account.resetPasswordToken && account.resetPasswordExpiration && Date.parse(account.resetPasswordExpiration) > now
  const token = live ? account.resetPasswordToken! : crypto.randomBytes(20).toString('hex')
  await payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: { resetPasswordToken: token, resetPasswordExpiration: new Date(now + LINK_TTL_MS).toISOString() },
  })
  const resetUrl = `${serverURL()}${payload.config.routes.admin}${STAFF_RESET_ROUTE}/${token}`
  await queueMail(payload, { to: account.email, language, template: 'staffPasswordReset', data: { resetUrl } })
}

export const staffResetTask = resetLinkTask(STAFF_RESET_TASK, 'Mail a staff member a password reset link', sendStaffResetLink)
