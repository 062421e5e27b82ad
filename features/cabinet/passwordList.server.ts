import { dictionary } from '@zxcvbn-ts/language-common'
import { passwordProblem } from './registration'

// The passwords people pick most, as found in leaked password lists: zxcvbn-ts's common list (about 49,000, most used
// first), shipped in its package, so nothing is fetched. A password in it is refused in any letter case: "Password1" is
// tried as early as "password1".

let common: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(password.toLowerCase())
}

/** Why a new password (registration, reset, change) is refused, or null: the rule of registration.ts with the list. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  return passwordProblem(password, confirm, isCommonPassword)
}

/** Whether a password a customer just signed in with still meets the rule; one that does not must be changed. */
export function passwordQualifies(password: string): boolean {
  return newPasswordProblem(password, password) === null
}
