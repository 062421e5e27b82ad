import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'

// What a browser's passkey response must look like before anything reads it: the shape WebAuthn's JSON has, each value
// base64url and of a size an authenticator sends. Anything else is bad input, answered without a lookup.

const BASE64URL = /^[A-Za-z0-9_-]+$/
/** Attestation objects carry a certificate chain at most; we ask for none, so this is room to spare. */
const MAX_FIELD = 16 * 1024

const object = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

const encoded = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_FIELD && BASE64URL.test(value)

/** The challenge a response was signed over, from its client data; null when that is unreadable. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge
    return encoded(challenge) ? challenge : null
  } catch {
    return null
  }
}

function common(body: unknown, fields: readonly string[]): Record<string, unknown> | null {
  const outer = object(body)
  const response = object(outer?.response)
  if (!outer || !response || outer.type !== 'public-key' || !encoded(outer.id) || outer.rawId !== outer.id) return null
  return fields.every((field) => encoded(response[field])) ? response : null
}

export function readRegistration(body: unknown): RegistrationResponseJSON | null {
  const response = common(body, ['clientDataJSON', 'attestationObject'])
  if (!response) return null
  const transports = response.transports
  if (transports !== undefined && !(Array.isArray(transports) && transports.length <= 8 && transports.every((t) => typeof t === 'string' && t.length <= 32))) {
    return null
  }
  return body as RegistrationResponseJSON
}

export function readAuthentication(body: unknown): AuthenticationResponseJSON | null {
  const response = common(body, ['clientDataJSON', 'authenticatorData', 'signature'])
  if (!response || (response.userHandle !== undefined && response.userHandle !== null && !encoded(response.userHandle))) return null
  return body as AuthenticationResponseJSON
}
