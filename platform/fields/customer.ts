import type { SingleRelationshipField } from 'payload'

// The customer a record of the cabinet belongs to: required, indexed (every read of a customer's records filters on it),
// labelled alike in every collection. Who may set or change it is each collection's own rule (`access`, `admin`).
export const customerField = (rules: Pick<SingleRelationshipField, 'access' | 'admin'> = {}): SingleRelationshipField => ({
  name: 'customer',
  type: 'relationship',
  relationTo: 'customers',
  required: true,
  index: true,
  label: { en: 'Customer', ru: 'Клиент' },
  ...rules,
})
