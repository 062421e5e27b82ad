// The updates sign-up rule, shared by the footer form, its Remix action and
// POST /api/updateRequest.

export const EMAIL_MAX_LENGTH = 100

/** Something, "@", something, ".", something: deliberately simple; the address is proven by the mail that reaches it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/** The consent box arrives as "1" from the API and "on"/"1" from a form. */
export function isConsentGiven(value: unknown): boolean {
  return value === true || value === '1' || value === 1 || value === 'on' || value === 'true'
}

export type UpdatesField = 'email' | 'pics'
/** Catalogue keys of the messages (their names are part of the edited catalogue, so they stay). */
export const UPDATES_MESSAGES: Record<UpdatesField, string> = { email: 'Layout32', pics: 'Layout27' }

export type UpdatesErrors = Partial<Record<UpdatesField, string>>
/** A sign-up's outcome, as the form shows it. */
export type UpdatesOutcome = { ok: true } | { ok: false; errors: UpdatesErrors }

/** Both checks always run, so both errors are flagged together. */
export function validateUpdates(input: { email?: unknown; pics?: unknown }): { ok: true; email: string } | { ok: false; errors: UpdatesErrors } {
  const email = typeof input.email === 'string' ? input.email.trim() : ''
  const errors: UpdatesErrors = {}
  if (!isValidEmail(email)) errors.email = UPDATES_MESSAGES.email
  if (!isConsentGiven(input.pics)) errors.pics = UPDATES_MESSAGES.pics
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, email: email.toLowerCase() }
}
