// Catalogue keys of the passkey messages (features/translations/<lang>/passkeys.json), shared by the endpoints and the islands.
export const PASSKEY_MESSAGES = {
  /** The response is not a passkey response at all (wrong types, missing fields, not JSON). */
  invalid: 'Passkey_error_invalid',
  /** The challenge is unknown, used or past its five minutes: start again. */
  expired: 'Passkey_error_expired',
  /** The signature, origin, relying party or counter did not check out, or no such passkey is known. */
  failed: 'Passkey_error_failed',
  /** Adding needs a customer signed in (and not blocked). */
  signedOut: 'Passkey_error_signed_out',
  tooManyKeys: 'Passkey_error_too_many',
  notFound: 'Passkey_error_not_found',
  /** The same blocked message a password sign-in of a locked account leads to. */
  locked: 'Dashboard_locked',
  tooMany: 'Too_many_requests',
  badBody: 'Passkey_error_invalid',
  tooLarge: 'Passkey_error_too_large',
  crossSite: 'Cabinet_error_forbidden',
} as const
