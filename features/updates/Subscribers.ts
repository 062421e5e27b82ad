import type { CollectionConfig } from 'payload'
import { canSeeCustomers } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'

/** People who asked for updates through the footer form. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { en: 'Subscriber', ru: 'Подписчик' }, plural: { en: 'Subscribers', ru: 'Подписчики' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'language', 'createdAt'],
    ...customerDataAdmin,
  },
  // Written only by the sign-up service (overrideAccess); staff with customer rights read them.
  access: { read: canSeeCustomers, create: () => false, update: canSeeCustomers, delete: canSeeCustomers },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'consent', type: 'checkbox', required: true, defaultValue: false, label: { en: 'Consent given', ru: 'Согласие дано' } },
    {
      name: 'language',
      type: 'select',
      options: ['en', 'ru'],
      defaultValue: 'en',
      label: { en: 'Language', ru: 'Язык' },
    },
  ],
  timestamps: true,
}
