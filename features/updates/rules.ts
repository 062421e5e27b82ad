// The updates sign-up rule, shared by the footer form, its Remix action and
// POST /api/updateRequest.

export const EMAIL_MAX_LENGTH = 100

/** Something, "@", something, ".", something: deliberately simple, so no real address is refused. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/** The consent box arrives as "1" from the API and "on"/"1" from a form. */
export function isConsentGiven(value: unknown): boolean {
  return value === true || value === '1' || value === 1 || value === 'on' || value === 'true'
}

export type UpdatesField = 'email' | 'pics'
/** Catalogue keys of the messages. */
export const UPDATES_MESSAGES: Record<UpdatesField, string> = { email: 'Layout32', pics: 'Layout27' }

export type UpdatesResult = { ok: true; email: string } | { ok: false; errors: Partial<Record<UpdatesField, string>> }

/** Both checks always run, so both errors are flagged together. */
export function validateUpdates(input: { email?: unknown; pics?: unknown }): UpdatesResult {
  const email = typeof input.email === 'string' ? input.email.trim() : ''
  const errors: Partial<Record<UpdatesField, string>> = {}
  if (!isValidEmail(email)) errors.email = UPDATES_MESSAGES.email
  if (!isConsentGiven(input.pics)) errors.pics = UPDATES_MESSAGES.pics
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, email: email.toLowerCase() }
}
