import type { CollectionConfig } from 'payload'
import { CONSENT_PURPOSES } from '../../common/consentPurposes'
import { canSeeCustomers } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'

const shown = { readOnly: true }

/** Consents given and withdrawn: who, which purpose and version, in which language, when, from which client address
 * and browser, and for the cabinet the hash of the signature drawn with it. A withdrawal is a record of its own, so
 * nothing is ever changed: no one, admins included, creates, edits or deletes one over REST or in the admin; only the
 * consent service writes them (overrideAccess). Back office and admins read them; editors and visitors never. */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: { en: 'Consent record', ru: 'Запись о согласии' }, plural: { en: 'Consent records', ru: 'Записи о согласиях' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'purpose', 'version', 'action', 'at', 'language'],
    listSearchableFields: ['email'],
    ...customerDataAdmin,
  },
  access: { read: canSeeCustomers, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-at',
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'given', label: { en: 'Given', ru: 'Дано' } },
        { value: 'withdrawn', label: { en: 'Withdrawn', ru: 'Отозвано' } },
      ],
      admin: shown,
      label: { en: 'Action', ru: 'Действие' },
    },
    { name: 'purpose', type: 'select', required: true, index: true, options: [...CONSENT_PURPOSES], admin: shown, label: { en: 'Purpose', ru: 'Цель' } },
    { name: 'version', type: 'number', required: true, admin: shown, label: { en: 'Version', ru: 'Версия' } },
    { name: 'document', type: 'relationship', relationTo: 'consent-documents', admin: shown, label: { en: 'Consent text', ru: 'Текст согласия' } },
    // Who: the customer or the subscriber, and their address, which stays when the account or the sign-up is gone.
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: shown, label: { en: 'Customer', ru: 'Клиент' } },
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers', index: true, admin: shown, label: { en: 'Subscriber', ru: 'Подписчик' } },
    { name: 'email', type: 'email', required: true, index: true, admin: shown, label: { en: 'E-mail', ru: 'Эл. почта' } },
    { name: 'language', type: 'select', required: true, options: ['en', 'ru'], admin: shown, label: { en: 'Language of the text', ru: 'Язык текста' } },
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      admin: { ...shown, date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'When', ru: 'Когда' },
    },
    { name: 'client', type: 'text', admin: shown, label: { en: 'Client address', ru: 'Адрес клиента' } },
    { name: 'userAgent', type: 'text', admin: shown, label: { en: 'Browser', ru: 'Браузер' } },
    {
      name: 'signatureSha256',
      type: 'text',
      admin: { ...shown, description: { en: 'SHA-256 of the signature drawn with this consent.', ru: 'SHA-256 подписи, поставленной под этим согласием.' } },
      label: { en: 'Signature hash', ru: 'Хеш подписи' },
    },
    // One withdrawal per consent given: `withdrawn:<id of the record given>`; a given record's is random. Two withdrawals
    // posted at once store one.
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
  ],
}
