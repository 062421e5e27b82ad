import type { SelectField } from 'payload'
import type { Label } from './label'

// One of a few named options (which side the image sits on, the background, an event's kind ...),
// each labelled in both admin languages, in the order given.
export const choiceField = (
  name: string,
  label: Label,
  options: Record<string, Label>,
  defaultValue: string,
  { required = false }: { required?: boolean } = {},
): SelectField => ({
  name,
  type: 'select',
  required,
  defaultValue,
  label,
  options: Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel })),
})
