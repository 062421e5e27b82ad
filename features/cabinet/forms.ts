import { MODE_PARAM } from '../../common/pageParams'
import type { RegistrationField } from './registration'

// What the /cabinet action answers when a form fails, shared by the route and its forms.

export type CabinetMode = 'login' | 'register'

export type CabinetFailure = {
  intent: CabinetMode
  /** The catalogue key of the message. */
  error: string
  /** The failing field; absent for form-wide failures (rate limit, cross-site). */
  field?: RegistrationField | 'login'
  /** What the customer typed, to refill the form without scripts; never the passwords or the signature. */
  values: Record<string, string>
}

export const REFILLED_FIELDS = ['email', 'phone', 'firstName', 'lastName', 'address'] as const

export function modeFrom(search: string): CabinetMode {
  return new URLSearchParams(search).get(MODE_PARAM) === 'register' ? 'register' : 'login'
}
