// The updates sign-up rule, shared by the footer form, its Remix action and
// POST /api/updateRequest.
import { CONSENT_FIELD, CONSENT_MESSAGES, isConsentGiven } from './consentPurposes'

export const EMAIL_MAX_LENGTH = 100

/** Something, "@", something, ".", something: deliberately simple; the address is proven by the mail that reaches it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/** `pics`: the terms of use and the privacy policy accepted (its name is the API's since the first release);
 * `personalDataConsent`: the separate consent to processing the address (features/consents). */
export type UpdatesField = 'email' | 'pics' | typeof CONSENT_FIELD
/** Catalogue keys of the messages (Layout32 is part of the edited catalogue, so it stays). */
export const UPDATES_MESSAGES: Record<UpdatesField, string> = { email: 'Layout32', pics: 'Updates_error_terms', [CONSENT_FIELD]: CONSENT_MESSAGES.required }

export type UpdatesErrors = Partial<Record<UpdatesField, string>>
/** A sign-up's outcome, as the form shows it. */
export type UpdatesOutcome = { ok: true } | { ok: false; errors: UpdatesErrors }

export type UpdatesInput = { email?: unknown; pics?: unknown; [CONSENT_FIELD]?: unknown }

/** Every check always runs, so all the errors are flagged together. */
export function validateUpdates(input: UpdatesInput): { ok: true; email: string } | { ok: false; errors: UpdatesErrors } {
  const email = typeof input.email === 'string' ? input.email.trim() : ''
  const errors: UpdatesErrors = {}
  if (!isValidEmail(email)) errors.email = UPDATES_MESSAGES.email
  if (!isConsentGiven(input.pics)) errors.pics = UPDATES_MESSAGES.pics
  if (!isConsentGiven(input[CONSENT_FIELD])) errors[CONSENT_FIELD] = UPDATES_MESSAGES[CONSENT_FIELD]
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, email: email.toLowerCase() }
}
