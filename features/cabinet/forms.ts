import type { ConsentField } from '../../common/consentPurposes'
import type { RegistrationField } from './registration'

// What the cabinet's routes and their forms share: the /cabinet action's failures, the reset pages' addresses.

export type CabinetMode = 'login' | 'register'

export type CabinetFailure = {
  intent: CabinetMode
  /** The catalogue key of the message. */
  error: string
  /** The failing field; absent for form-wide failures (rate limit, cross-site). */
  field?: RegistrationField | ConsentField | 'login'
  /** What the customer typed, to refill the form without scripts; never the passwords or the signature. */
  values: Record<string, string>
}

export const REFILLED_FIELDS = ['email', 'phone', 'firstName', 'lastName', 'address'] as const

/** "Forgot your password?" and the page its mailed link opens. */
export const FORGOT_PATH = '/cabinet/forgot'
export const RESET_PATH = '/cabinet/reset'
/** The page a new customer's address-confirmation link opens. */
export const CONFIRM_PATH = '/cabinet/confirm'
