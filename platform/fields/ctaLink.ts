import type { Field } from 'payload'
import { linkField } from './link'

// A call-to-action link: an address (a site path like /about_us or a full URL) and its
// localized wording.
export const ctaLinkFields = ({ defaultUrl, required = false }: { defaultUrl?: string; required?: boolean } = {}): Field[] => [
  linkField({ name: 'url', required, defaultValue: defaultUrl, label: { en: 'Link', ru: 'Ссылка' } }),
  { name: 'linkLabel', type: 'text', localized: true, label: { en: 'Link text', ru: 'Текст ссылки' } },
]
