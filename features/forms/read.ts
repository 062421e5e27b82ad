import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Form } from '../../common/payload-types'

/** A form in one language, recipients included (the access check is off: for the site's own use, never shown whole). */
export function readForm(payload: Payload, id: number | string, language: Language): Promise<Form | null> {
  return payload.findByID({
    collection: 'forms',
    id,
    locale: language,
    fallbackLocale: 'en',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  }) as Promise<Form | null>
}
