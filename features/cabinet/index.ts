// The cabinet service: registration, sign-in, sessions and the customer's own profile. Used by
// the JSON API (features/cabinet/endpoints.ts) and the Remix routes /cabinet and /dashboard.
export { registerCustomer, signIn, phoneRegion, type ClientContext } from './account'
export { readProfile, type ProcedureView, type ProfileView } from './profile'
export { clearedSessionCookie, endSession, resolveSession, sessionCookie, sessionToken } from './sessions'
export { messageText } from './messages'
export { isSameOrigin } from '../../platform/origin'
