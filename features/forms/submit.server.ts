import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Form } from '../../common/payload-types'
import { LIMITS, allow } from '../../platform/rateLimit'
import { currentVersion, NoConsentText } from '../consents/index.server'
import { checkAnswers, FORM_MESSAGES, type FieldErrors } from './fieldRules'
import { mailSubmission } from './mail'
import { readForm } from './read'

// A visitor's submission of a form, the one way one is stored: the client's budget first (every
// attempt counts, in the database), then the form's own rules (features/forms/fieldRules.ts),
// then the submission, then its messages through the mail queue. A refused one stores nothing.

export type SubmitOutcome = { ok: true; redirect: string | null } | { ok: false; status: 400 | 429; errors: FieldErrors; values: Record<string, string> }

export type Submission = {
  form: number | string
  /** Reads a posted value by its input name. */
  get: (name: string) => unknown
  language: Language
  /** The client key the server computed (platform/request.server.ts). */
  client: string
  /** The page's path, for the record and the messages. */
  page: string
}

/** What the visitor typed, given back to the form they correct (strings only, each as long as its input takes). */
function typed(form: Form, get: Submission['get']): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of form.fields ?? []) {
    if (!('name' in field)) continue
    const value = get(field.name)
    if (typeof value === 'string') values[field.name] = value.slice(0, 4000)
  }
  return values
}

export async function submitForm(payload: Payload, submission: Submission): Promise<SubmitOutcome> {
  const form = await readForm(payload, submission.form, submission.language)
  if (!form) throw new Error(`Form ${submission.form} does not exist`)
  const values = typed(form, submission.get)
  if (!(await allow(payload, 'forms', submission.client, LIMITS.forms))) return { ok: false, status: 429, errors: { form: FORM_MESSAGES.tooMany }, values }
  const checked = checkAnswers(form.fields ?? [], submission.get)
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors, values }
  const consent = await currentVersion(payload, 'enquiries')
  if (!consent) throw new NoConsentText('enquiries')
  const doc = await payload.create({
    collection: 'form-submissions',
    data: { form: form.id, submissionData: checked.answers, language: submission.language, page: submission.page, consentVersion: consent.version },
    overrideAccess: true,
    depth: 0,
  })
  await mailSubmission(payload, { submission: doc, language: submission.language, senderEmail: checked.email })
  return { ok: true, redirect: form.confirmationType === 'redirect' ? sitePath(form.redirect?.url) : null }
}

/** A form's "redirect" confirmation may lead only to a page of this site: an address elsewhere (or `//host`, which a
 * browser reads as one) would send the person who just wrote to us to whatever site an edit named; the thank-you text
 * shows instead. */
export function sitePath(url: string | null | undefined): string | null {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : null
}
