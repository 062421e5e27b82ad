import type { CollectionConfig } from 'payload'
import { NEWS_TOPICS, NEWS_TOPIC_LABELS } from '../../common/newsTopics'
import { canSeeCustomers } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'

const readOnly = { readOnly: true }

/** People who asked for updates through the footer form. A sign-up is `pending` until its
 * address confirms it from the mailed link (unconfirmed ones are deleted when the link expires);
 * only `confirmed` ones receive alerts. The consent record: when it was given, the version of the
 * wording they agreed to, and the language of the page. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { en: 'Subscriber', ru: 'Подписчик' }, plural: { en: 'Subscribers', ru: 'Подписчики' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'topics', 'language', 'createdAt'], ...customerDataAdmin },
  // Written only by the sign-up service (overrideAccess); staff with customer rights read them.
  access: { read: canSeeCustomers, create: () => false, update: canSeeCustomers, delete: canSeeCustomers },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: { en: 'Waiting for confirmation', ru: 'Ждёт подтверждения' } },
        { value: 'confirmed', label: { en: 'Confirmed', ru: 'Подтверждён' } },
      ],
      label: { en: 'State', ru: 'Состояние' },
      admin: readOnly,
    },
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      index: true,
      defaultValue: [...NEWS_TOPICS],
      options: NEWS_TOPICS.map((value) => ({ value, label: NEWS_TOPIC_LABELS[value] })),
      label: { en: 'Topics', ru: 'Темы' },
    },
    {
      name: 'language',
      type: 'select',
      options: ['en', 'ru'],
      defaultValue: 'en',
      label: { en: 'Language of the messages', ru: 'Язык писем' },
    },
    { name: 'consent', type: 'checkbox', required: true, defaultValue: false, label: { en: 'Consent given', ru: 'Согласие дано' }, admin: readOnly },
    {
      name: 'consentAt',
      type: 'date',
      label: { en: 'Consent given at', ru: 'Когда дано согласие' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'consentVersion', type: 'text', label: { en: 'Version of the consent wording', ru: 'Версия текста согласия' }, admin: readOnly },
    { name: 'consentLanguage', type: 'select', options: ['en', 'ru'], label: { en: 'Language of the consent', ru: 'Язык согласия' }, admin: readOnly },
    {
      name: 'confirmedAt',
      type: 'date',
      label: { en: 'Confirmed at', ru: 'Когда подтверждено' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    // The confirmation link's single-use value, cleared when it is used.
    { name: 'confirmNonce', type: 'text', hidden: true },
    // What the links to the preferences and to unsubscribing name; never shown.
    { name: 'manageKey', type: 'text', hidden: true },
  ],
}
