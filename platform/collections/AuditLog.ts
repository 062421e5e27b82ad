import type { CollectionConfig } from 'payload'
import { canSeeCustomers } from '../access/roles'
import { customerDataAdmin } from '../adminGroups'
import { AUDIT_SLUG } from '../hooks/audit'

/** Who changed or opened what about a customer, and when (written by platform/hooks/audit.ts).
 * Read-only for everyone: nobody may create, rewrite or remove history through Payload. */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_SLUG,
  labels: { singular: { en: 'Change', ru: 'Изменение' }, plural: { en: 'Change history', ru: 'История изменений' } },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'customer', 'actorEmail', 'actorRole', 'action', 'summary'],
    listSearchableFields: ['summary', 'actorEmail'],
    ...customerDataAdmin,
  },
  access: { read: canSeeCustomers, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true }, label: { en: 'Customer', ru: 'Клиент' } },
    { name: 'procedure', type: 'relationship', relationTo: 'procedures', admin: { readOnly: true }, label: { en: 'Procedure', ru: 'Процедура' } },
    { name: 'actor', type: 'relationship', relationTo: 'users', admin: { readOnly: true }, label: { en: 'Changed by', ru: 'Кто изменил' } },
    // Kept as text too, so the entry still says who it was after the staff account is removed.
    { name: 'actorEmail', type: 'text', admin: { readOnly: true }, label: { en: 'Changed by (e-mail)', ru: 'Кто изменил (эл. почта)' } },
    // The role and name at the time, shown to the customer (the role only) and kept if the account changes.
    { name: 'actorRole', type: 'text', admin: { readOnly: true }, label: { en: 'Role', ru: 'Роль' } },
    { name: 'actorName', type: 'text', admin: { readOnly: true }, label: { en: 'Name', ru: 'Имя' } },
    { name: 'action', type: 'text', index: true, admin: { readOnly: true }, label: { en: 'Action', ru: 'Действие' } },
    { name: 'summary', type: 'text', admin: { readOnly: true }, label: { en: 'Change', ru: 'Изменение' } },
    { name: 'changes', type: 'json', admin: { readOnly: true }, label: { en: 'Details', ru: 'Подробности' } },
  ],
  timestamps: true,
}
