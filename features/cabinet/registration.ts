// The registration and login rules, shared by the browser forms, the /cabinet action and the JSON API, so the browser
// never accepts what the server refuses, or the other way round.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile'
import type { CustomerDetail } from '../../common/customerDetails'
import { isValidEmail } from '../../common/updateRules'

/** A password has 8 to 128 characters, any of them, and is not a common one: no rules on what it must contain, which only
 * push people to "Password1!"; the list is the server's (passwordList.server.ts), too large for the page. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** Names and the address must have at least this many characters. */
export const TEXT_MIN_LENGTH = 3
export const NAME_MAX_LENGTH = 100
export const ADDRESS_MAX_LENGTH = 200
export const DEFAULT_PHONE_REGION = 'RU'
/** The signature pad's side in CSS pixels; its PNG is this times the screen's pixel ratio, at most SIGNATURE_MAX_RATIO. */
export const SIGNATURE_CSS_SIZE = 200
export const SIGNATURE_MAX_RATIO = 4

/** Letters of any alphabet (with their combining marks), digits, and , . + ; @ space hyphen. */
const TEXT_PATTERN = /^[\p{L}\p{M}0-9,.+;@ -]+$/u

export type RegistrationField = 'email' | 'phone' | 'password' | 'firstName' | 'lastName' | 'address' | 'signature'

/** Catalogue keys of the messages (features/translations/<lang>/cabinet.json). */
export const REGISTRATION_MESSAGES = {
  email: 'Cabinet_error_email',
  phone: 'Cabinet_error_phone',
  passwordShort: 'Account_error_password_short',
  passwordLong: 'Account_error_password_long',
  passwordCommon: 'Account_error_password_common',
  passwordMismatch: 'Cabinet_error_password_mismatch',
  textShort: 'Cabinet_error_text_short',
  textLong: 'Cabinet_error_text_long',
  textCharacters: 'Cabinet_error_text_characters',
  signature: 'Cabinet_error_signature',
} as const

export type RegistrationInput = {
  email?: unknown
  phone?: unknown
  password?: unknown
  confirm?: unknown
  firstName?: unknown
  lastName?: unknown
  address?: unknown
  /** The drawing as a PNG data URL; the server checks the image itself (features/cabinet). */
  signature?: unknown
}

export type RegistrationValues = {
  email: string
  /** International digits without "+", e.g. 79123456789. */
  phone: string
  password: string
  firstName: string
  lastName: string
  address: string
  signature: string
}

export type RegistrationResult = { ok: true; values: RegistrationValues } | { ok: false; field: RegistrationField; error: string }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

export function normalizeEmail(value: unknown): string {
  return text(value).trim().toLowerCase()
}

/** The phone as international digits when it is a valid mobile number for `region`, else null.
 * Non-digits are stripped first, so "+7 (912) 345-67-89" and "89123456789" are the same number. */
export function normalizeMobilePhone(value: unknown, region: string = DEFAULT_PHONE_REGION): string | null {
  const digits = text(value).replace(/\D/g, '')
  if (!digits || digits.length > 17) return null
  const parsed = parsePhoneNumberFromString(digits, region.toUpperCase() as CountryCode)
  // The mobile metadata makes isValid() true for mobile numbers only.
  return parsed?.isValid() ? parsed.number.slice(1) : null
}

/** Why a name or address is refused, or null when it is fine. */
export function textProblem(value: string, max: number): string | null {
  if ([...value].length < TEXT_MIN_LENGTH) return REGISTRATION_MESSAGES.textShort
  if ([...value].length > max) return REGISTRATION_MESSAGES.textLong
  if (!TEXT_PATTERN.test(value)) return REGISTRATION_MESSAGES.textCharacters
  return null
}

/** Why a new password is refused, or null. `isCommon` is the server's list; the browser checks the rest. */
export function passwordProblem(password: string, confirm: string, isCommon: (password: string) => boolean = () => false): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return REGISTRATION_MESSAGES.passwordShort
  if (length > PASSWORD_MAX_LENGTH) return REGISTRATION_MESSAGES.passwordLong
  if (isCommon(password)) return REGISTRATION_MESSAGES.passwordCommon
  if (password !== confirm) return REGISTRATION_MESSAGES.passwordMismatch
  return null
}

export type DetailCheck = { ok: true; value: string } | { ok: false; error: string }

/** One of the customer's details by the registration's rule, as stored (e-mail lower-case, phone as international digits,
 * text trimmed), or the catalogue key of why it is refused. Registration and back office's corrections both check here. */
export function checkDetail(field: CustomerDetail, value: unknown, region: string = DEFAULT_PHONE_REGION): DetailCheck {
  if (field === 'email') {
    const email = normalizeEmail(value)
    return isValidEmail(email) ? { ok: true, value: email } : { ok: false, error: REGISTRATION_MESSAGES.email }
  }
  if (field === 'phone') {
    const phone = normalizeMobilePhone(value, region)
    return phone ? { ok: true, value: phone } : { ok: false, error: REGISTRATION_MESSAGES.phone }
  }
  const trimmed = text(value).trim()
  const problem = textProblem(trimmed, field === 'address' ? ADDRESS_MAX_LENGTH : NAME_MAX_LENGTH)
  return problem ? { ok: false, error: problem } : { ok: true, value: trimmed }
}

/** The checks in a fixed order, stopping at the first failure: e-mail, mobile phone for the site's region, password and
 * its confirmation, first name, last name, address, a signature. */
export function validateRegistration(
  input: RegistrationInput,
  region: string = DEFAULT_PHONE_REGION,
  isCommonPassword?: (password: string) => boolean,
): RegistrationResult {
  const email = checkDetail('email', input.email)
  if (!email.ok) return { ok: false, field: 'email', error: email.error }

  const phone = checkDetail('phone', input.phone, region)
  if (!phone.ok) return { ok: false, field: 'phone', error: phone.error }

  const password = text(input.password)
  const passwordError = passwordProblem(password, text(input.confirm), isCommonPassword)
  if (passwordError) return { ok: false, field: 'password', error: passwordError }

  const names = { firstName: '', lastName: '', address: '' }
  for (const field of ['firstName', 'lastName', 'address'] as const) {
    const checked = checkDetail(field, input[field])
    if (!checked.ok) return { ok: false, field, error: checked.error }
    names[field] = checked.value
  }

  const signature = text(input.signature)
  if (!signature) return { ok: false, field: 'signature', error: REGISTRATION_MESSAGES.signature }

  return { ok: true, values: { email: email.value, phone: phone.value, password, ...names, signature } }
}

/** A sign-in needs both fields; whether they match an account is the server's business. */
export function readLogin(input: { email?: unknown; password?: unknown }): { email: string; password: string } | null {
  const email = normalizeEmail(input.email)
  const password = text(input.password)
  if (!email || !password || email.length > 254 || new TextEncoder().encode(password).length > 1024) return null
  return { email, password }
}

/** What the server answers beyond the rules above, keyed in the catalogue. */
export const ACCOUNT_MESSAGES = {
  noSuchUser: 'Cabinet_error_no_such_user',
  lockedOut: 'Cabinet_error_locked_out',
  emailTaken: 'Cabinet_error_email_taken',
  /** The drawing arrived but is not a readable PNG of the pad's size. */
  signatureInvalid: 'Cabinet_error_signature_invalid',
  tooMany: 'Too_many_requests',
  /** Sign-ins are arriving faster than passwords can be checked. */
  busy: 'Cabinet_error_busy',
} as const
