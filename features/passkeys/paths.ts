// Where the passkey parts meet: the JSON endpoints the islands call, the dashboard's form and its answers.

/** The ceremonies' endpoints under /api (features/passkeys/endpoints.ts). */
export const PASSKEY_API = '/passkeys'
export const PASSKEY_URLS = {
  registerOptions: `/api${PASSKEY_API}/register/options`,
  register: `/api${PASSKEY_API}/register`,
  signInOptions: `/api${PASSKEY_API}/sign-in/options`,
  signIn: `/api${PASSKEY_API}/sign-in`,
} as const

/** What the dashboard's remove form posts as `intent`, and the field naming the passkey. */
export const REMOVE_PASSKEY_INTENT = 'remove-passkey'
export const PASSKEY_FIELD = 'passkey'
/** What the dashboard says was just done (`done=`). */
export const PASSKEY_DONE = { added: 'passkey-added', removed: 'passkey-removed' } as const
export const PASSKEYS_ANCHOR = 'dash-passkeys-heading'
