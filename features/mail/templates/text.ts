import type { Catalogue } from '../../translations/catalogue.server'

/** A catalogue string with its `{{name}}` placeholders filled. */
export type MailText = (key: string, values?: Record<string, string | number>) => string

export function mailText(catalogue: Catalogue): MailText {
  return (key, values = {}) => (catalogue[key] ?? key).replace(/{{(\w+)}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
