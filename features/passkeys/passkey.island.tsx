export { PasskeyButton as default } from './PasskeyButton'
// The messages shown only after a try.
export const strings = ['Passkey_*', 'Dashboard_locked', 'Too_many_requests', 'Cabinet_error_forbidden']
