import type { CollectionConfig } from 'payload'
import { publicContentAccess } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'

/** The keyed UI catalogue: every label the site shows that is not page content. */
export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: { singular: { en: 'UI string', ru: 'Строка интерфейса' }, plural: { en: 'UI strings', ru: 'Строки интерфейса' } },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'text', 'updatedAt'],
    listSearchableFields: ['key', 'text'],
    group: ADMIN_GROUPS.content,
    pagination: { defaultLimit: 100 },
  },
  access: publicContentAccess,
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Key', ru: 'Ключ' },
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_.-]+$/.test(value) ? true : 'Letters, digits, ".", "_" and "-" only.'),
    },
    { name: 'text', type: 'textarea', required: true, localized: true, label: { en: 'Text', ru: 'Текст' } },
  ],
}
