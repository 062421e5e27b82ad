import type { SelectField } from 'payload'
import type { Label } from './label'

// One of a few named presentations (which side the image sits on, the background ...), each
// option labelled in both admin languages, in the order given.
export const choiceField = (name: string, label: Label, options: Record<string, Label>, defaultValue: string): SelectField => ({
  name,
  type: 'select',
  defaultValue,
  label,
  options: Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel })),
})
