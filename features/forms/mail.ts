import type { Payload } from 'payload'
import { serverURL } from '../../common/env.server'
import type { Language } from '../../common/languages'
import type { Form, FormSubmission } from '../../common/payload-types'
import { languageUrl } from '../../ui/page/seo'
import { queueMail, type EnquiryData } from '../mail/index.server'
import { readForm } from './read'

// A stored submission's messages, through the mail queue: one to each of the form's recipients,
// in the language set for them, answering to the sender; and the sender's copy, in the language
// of the page they wrote from. Each message is keyed by the submission and its place, so queueing
// them again sends none twice.

/** The answers under their fields' labels in one language (the field's name where it has none). */
function enquiryData(form: Form, submission: FormSubmission, language: Language): EnquiryData {
  const labels = new Map((form.fields ?? []).flatMap((field) => ('name' in field ? [[field.name, field.label || field.name] as const] : [])))
  return {
    formTitle: form.title,
    pageUrl: languageUrl(serverURL(), submission.page ?? '/', language),
    answers: (submission.submissionData ?? []).map((answer) => ({ label: labels.get(answer.field) ?? answer.field, value: answer.value })),
  }
}

export async function mailSubmission(
  payload: Payload,
  { submission, language, senderEmail }: { submission: FormSubmission; language: Language; senderEmail: string | null },
) {
  const formId = typeof submission.form === 'object' ? submission.form.id : submission.form
  const forms = new Map<Language, Form | null>()
  const formIn = async (lang: Language) => {
    if (!forms.has(lang)) forms.set(lang, await readForm(payload, formId, lang))
    return forms.get(lang)!
  }
  const key = `enquiry:${submission.id}@${submission.createdAt}`
  const recipients = (await formIn(language))?.recipients ?? []
  for (const [index, recipient] of recipients.entries()) {
    const lang = (recipient.language ?? 'en') as Language
    const form = await formIn(lang)
    if (!form) continue
    await queueMail(payload, {
      to: recipient.email,
      language: lang,
      template: 'enquiry',
      data: enquiryData(form, submission, lang),
      // The checked address holds no spaces or line breaks, so it cannot add a header.
      headers: senderEmail ? { 'Reply-To': senderEmail } : {},
      dedupeKey: `${key}:${index}`,
    })
  }
  const form = await formIn(language)
  if (senderEmail && form) {
    await queueMail(payload, { to: senderEmail, language, template: 'enquiryCopy', data: enquiryData(form, submission, language), dedupeKey: `${key}:sender` })
  }
}
