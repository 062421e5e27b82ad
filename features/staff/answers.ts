import { APIError, AuthenticationError, type PayloadRequest } from 'payload'
import { messageText } from '../cabinet/index.server'
import { signTicket } from './enrolmentTicket'
import { newSecret, otpauthUri, qrDataUrl } from './totp'

// What staff are told about their second factor, in the admin's language. An answer that asks for more names the step in
// `data.secondFactor`: `code` for an account that has a factor, `enrol` for one that must set it up in this sign-in.

export type SecondFactorStep = 'code' | 'enrol'

/** What setting up needs: the secret (as text, otpauth:// address and QR code) and the signed ticket carrying it on. */
export type Enrolment = { ticket: string; secret: string; uri: string; qr: string }

const say = (req: PayloadRequest, key: string) => messageText(req.payload, key, req.i18n?.language === 'ru' ? 'ru' : 'en')

export async function newEnrolment(req: PayloadRequest, user: { id: number | string; email: string }): Promise<Enrolment> {
  const secret = newSecret()
  const uri = otpauthUri(secret, user.email)
  return { ticket: signTicket(req.payload.secret, user.id, secret), secret, uri, qr: await qrDataUrl(uri) }
}

/** The password was right; now the code. Not a failure: nothing is counted. */
export async function codeNeeded(req: PayloadRequest, step: SecondFactorStep): Promise<APIError> {
  return new APIError(await say(req, 'Staff_2fa_code_needed'), 401, { secondFactor: step }, true)
}

/** The account must set up a factor before it gets a session. The setup reaches the answer through `req.context.enrolment`
 * (signIn.ts), not the error's data, which Payload logs. */
export async function enrolmentNeeded(req: PayloadRequest, user: { id: number | string; email: string }): Promise<APIError> {
  req.context.enrolment = await newEnrolment(req, user)
  return new APIError(await say(req, 'Staff_2fa_enrol_needed'), 401, { secondFactor: 'enrol' }, true)
}

/** A wrong, expired or already used code. At sign-in it is Payload's AuthenticationError, which
 * the staff sign-in limits (features/staff/staffLogin.ts) count exactly as a wrong password. */
export async function codeWrong(req: PayloadRequest, step: SecondFactorStep): Promise<APIError> {
  return Object.assign(new AuthenticationError(req.t), { message: await say(req, 'Staff_2fa_code_wrong'), data: { secondFactor: step } })
}

/** Too many sign-ins, wrong passwords or wrong codes: one answer for every such refusal. */
export async function tooManyAttempts(req: PayloadRequest): Promise<APIError> {
  return new APIError(await say(req, 'Staff_error_too_many_attempts'), 429, null, true)
}

/** A setup whose ticket is not this account's or has expired (after 15 minutes): start again. */
export async function enrolmentExpired(req: PayloadRequest): Promise<APIError> {
  return new APIError(await say(req, 'Staff_2fa_enrolment_expired'), 400, { secondFactor: 'enrol' }, true)
}

/** Asked to set up what is already on, or to turn off what is not. */
export async function wrongState(req: PayloadRequest, on: boolean): Promise<APIError> {
  return new APIError(await say(req, on ? 'Staff_2fa_already_on' : 'Staff_2fa_not_on'), 409, null, true)
}
