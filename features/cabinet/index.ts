// The cabinet service: registration, sign-in, sessions and the customer's own profile. Used by
// the JSON API (features/cabinet/endpoints.ts) and the Remix routes /cabinet and /dashboard.
export {
  registerCustomer,
  signIn,
  phoneRegion,
  MAX_LOGIN_FAILURES,
  LOGIN_LOCK_MS,
  type ClientContext,
  type LoginOutcome,
  type RegisterOutcome,
} from './account'
export { readProfile, type ProcedureView, type ProfileOutcome, type ProfileView } from './profile'
export { clearedSessionCookie, endSession, resolveSession, sessionCookie, sessionCookieName, sessionToken, SESSION_IDLE_MS } from './sessions'
export { messageText } from './messages'
export { isSameOrigin } from '../../platform/origin'
