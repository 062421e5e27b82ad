// The feature's public face for server code: other folders import its server side only from here.
export type { Enrolment, SecondFactorStep } from './answers'
export { storedFactor } from './factors'
export { staffResetTask } from './forgotPassword'
export { accountOfResetLink, STAFF_RESET_ROUTE } from './signIn'
export { StaffTwoFactor } from './StaffTwoFactor'
export { Users } from './Users'
