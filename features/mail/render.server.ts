import { render, toPlainText } from '@react-email/render'
import type { Payload } from 'payload'
import { isLanguage, type Language } from '../../common/languages'
import { translatorFor } from '../../ui/i18n/translate'
import { loadCatalogue } from '../translations/index.server'
import { templateMessage } from './templates'
import type { TemplateName } from './templates/names'

export type Rendered = { subject: string; html: string; text: string }

/** A template in `language` (English for strings the other language lacks): both parts. */
export async function renderTemplate(payload: Payload, name: TemplateName, language: string, data: Record<string, unknown>): Promise<Rendered> {
  const lang: Language = isLanguage(language) ? language : 'en'
  const t = translatorFor(await loadCatalogue(payload, lang))
  const { subject, element } = templateMessage(name, t, lang, data)
  const html = await render(element)
  return { subject, html, text: toPlainText(html) }
}
