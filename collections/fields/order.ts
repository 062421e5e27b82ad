import type { NumberField } from 'payload'
import type { Label } from './label'

// The hand-set position of a document in its lists, kept in the sidebar.
export const orderField = ({ defaultValue, index, description }: { defaultValue: number; index?: boolean; description: Label }): NumberField => ({
  name: 'order',
  type: 'number',
  required: true,
  defaultValue,
  index,
  label: { en: 'Order', ru: 'Порядок' },
  admin: { position: 'sidebar', description },
})
