import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { safeHref } from '../../common/links'
import { adminMessage } from '../adminTranslations'

/** Every link an editor types: a site path, a #fragment, or an http(s), mailto or tel address
 * (the rule the site renders links by, `safeHref`); anything else, javascript: first, is refused
 * on save in the admin's language. Empty is left to the field's `required`. */
export const validateLink: TextFieldSingleValidation = (value, options) => {
  if (value === null || value === undefined || value === '') return text(value, options)
  return safeHref(value) === null ? adminMessage(options.req, 'linkInvalid') : true
}

/** A text field holding a link, checked by `validateLink`. */
export const linkField = (field: Omit<TextField, 'type' | 'validate' | 'hasMany' | 'minRows' | 'maxRows'>): TextField => ({
  ...field,
  type: 'text',
  validate: validateLink,
})
