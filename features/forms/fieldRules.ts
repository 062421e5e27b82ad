// The rules of a visitor's answers to an editor-built form, shared by the form (its HTML
// attributes) and the server (features/forms/submit.server.ts): written once, here.
import { CONSENT_FIELD, CONSENT_MESSAGES, isConsentGiven } from '../../common/consentPurposes'
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../common/updateRules'

/** The field types editors may put on a form (the form builder's blocks). */
export const FIELD_TYPES = ['text', 'email', 'textarea', 'select', 'checkbox', 'message'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** The longest answer each type takes, in characters. */
export const MAX_LENGTH: Record<'text' | 'email' | 'textarea' | 'select', number> = { text: 200, email: EMAIL_MAX_LENGTH, textarea: 4000, select: 200 }

/** Left empty by people, who never see it; a robot that fills every input fills it too. */
export const HONEYPOT_FIELD = 'homepage'
/** Which form block of the page was posted. */
export const BLOCK_FIELD = '_block'
/** Names the site's own inputs take, which an editor's field may not. */
export const RESERVED_NAMES = [HONEYPOT_FIELD, BLOCK_FIELD, CONSENT_FIELD]
/** An editor's field name: a short identifier, so it is a safe input name and a stable column in the export. */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

/** Catalogue keys (features/translations/<lang>/forms.json); `form` is about the whole form. */
export const FORM_MESSAGES = {
  required: 'Form_error_required',
  email: 'Form_error_email',
  tooLong: 'Form_error_too_long',
  option: 'Form_error_option',
  refused: 'Form_error_refused',
  tooMany: 'Too_many_requests',
} as const

/** A field of a form as the rules read it (the form builder's block, any language). */
export type FieldDef = {
  blockType: string
  name?: string | null
  label?: string | null
  required?: boolean | null
  options?: { value: string; label?: string | null }[] | null
}

export type FieldErrors = Record<string, string>
export type Answer = { field: string; value: string }
export type Checked = { ok: true; answers: Answer[]; email: string | null } | { ok: false; errors: FieldErrors }

/** The longest answer a field takes, or undefined for a box or a message. */
export function maxLengthOf(field: FieldDef): number | undefined {
  return field.blockType in MAX_LENGTH ? MAX_LENGTH[field.blockType as keyof typeof MAX_LENGTH] : undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function problem(field: FieldDef, value: string): string | null {
  if (field.blockType === 'checkbox') return field.required && !isConsentGiven(value) ? FORM_MESSAGES.required : null
  if (!value) return field.required ? FORM_MESSAGES.required : null
  if (value.length > (maxLengthOf(field) ?? 0)) return FORM_MESSAGES.tooLong
  if (field.blockType === 'email' && !isValidEmail(value)) return FORM_MESSAGES.email
  if (field.blockType === 'select' && !(field.options ?? []).some((option) => option.value === value)) return FORM_MESSAGES.option
  return null
}

/** Checks a posted form against its fields: required, e-mail shape, the length each type takes, a
 * select's own options; the honeypot empty and the consent box ticked. Every check runs, so all
 * errors show together. `get` reads a posted value by its input name. The answers keep the
 * form's order; an empty optional field is left out; the first e-mail field is the sender's. */
export function checkAnswers(fields: FieldDef[], get: (name: string) => unknown): Checked {
  const errors: FieldErrors = {}
  const answers: Answer[] = []
  let email: string | null = null
  if (text(get(HONEYPOT_FIELD))) errors.form = FORM_MESSAGES.refused
  for (const field of fields) {
    if (field.blockType === 'message' || !field.name) continue
    const raw = get(field.name)
    const value = text(raw)
    const error = problem(field, value)
    if (error) errors[field.name] = error
    else if (field.blockType === 'checkbox') answers.push({ field: field.name, value: isConsentGiven(raw) ? 'yes' : 'no' })
    else if (value) answers.push({ field: field.name, value })
    if (!error && field.blockType === 'email' && value && !email) email = value.toLowerCase()
  }
  if (!isConsentGiven(get(CONSENT_FIELD))) errors[CONSENT_FIELD] = CONSENT_MESSAGES.required
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers, email }
}
