import type { Field, TextareaField, TextField } from 'payload'
import type { Label } from './label'

type HeadingOptions = { required?: boolean; label?: Label; description?: Label }

// A localized heading: a section's by default; a banner's or a column's under its own label.
export const headingField = ({ required = false, label = { en: 'Heading', ru: 'Заголовок' }, description }: HeadingOptions = {}): TextField => ({
  name: 'heading',
  type: 'text',
  required,
  localized: true,
  label,
  admin: description && { description },
})

// The short plain-text introduction under a heading.
export const introField = (): TextareaField => ({ name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } })

// The heading and short introduction most sections open with.
export const headingAndIntroFields = ({ headingRequired = false }: { headingRequired?: boolean } = {}): Field[] => [
  headingField({ required: headingRequired }),
  introField(),
]
