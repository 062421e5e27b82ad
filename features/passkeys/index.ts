export type { PasskeyButtonProps } from './PasskeyButton'
export { PasskeysPanel } from './PasskeysPanel'
export { PASSKEY_DONE, PASSKEY_FIELD, PASSKEYS_ANCHOR, REMOVE_PASSKEY_INTENT } from './paths'
