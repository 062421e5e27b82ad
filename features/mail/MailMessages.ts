import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { emlEndpoint } from './emlEndpoint'
import { maskOnRead } from './maskedLinks'

export const MAIL_MESSAGES = 'mail-messages'

// Where a message stands; `kept`: no SMTP service is configured, so it waits in the outbox.
const STATUS_LABELS = {
  queued: { en: 'Queued', ru: 'В очереди' },
  retrying: { en: 'Waiting to retry', ru: 'Ждёт повтора' },
  sent: { en: 'Sent', ru: 'Отправлено' },
  kept: { en: 'Kept (no SMTP service)', ru: 'Сохранено (SMTP не настроен)' },
  failed: { en: 'Failed', ru: 'Не отправлено' },
} as const

/** Every message the site sends, from the moment it is queued: what it says, to whom, and where
 * it stands (queued, sent, waiting for a retry with the server's last answer, failed, or kept in
 * the outbox when no SMTP service is configured). Admins only; the links with tokens they hold are masked
 * (features/mail/maskedLinks.ts).
 * Written by the mail queue alone; pruned a while after they are done (features/mail/prune.ts). */
export const MailMessages: CollectionConfig = {
  slug: MAIL_MESSAGES,
  labels: { singular: { en: 'Message', ru: 'Письмо' }, plural: { en: 'Mail', ru: 'Почта' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    group: ADMIN_GROUPS.settings,
    description: {
      en: 'Every message the site sends and its state. Without SMTP_URL, nothing is sent: the messages wait here (status “kept”), each with its .eml to download.',
      ru: 'Все письма, которые отправляет сайт, и их состояние. Без SMTP_URL ничего не отправляется: письма остаются здесь (статус «сохранено»), у каждого можно скачать .eml.',
    },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [emlEndpoint],
  hooks: { afterRead: [maskOnRead] },
  fields: [
    { name: 'to', type: 'email', required: true, index: true, label: { en: 'To', ru: 'Кому' }, admin: { readOnly: true } },
    { name: 'subject', type: 'text', label: { en: 'Subject', ru: 'Тема' }, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'queued',
      options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
      label: { en: 'State', ru: 'Состояние' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { en: 'Attempts', ru: 'Попытки' }, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'lastError',
      type: 'textarea',
      label: { en: 'The server’s last answer', ru: 'Последний ответ сервера' },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.lastError) },
    },
    {
      name: 'sentAt',
      type: 'date',
      label: { en: 'Handed over', ru: 'Передано' },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'eml', type: 'ui', admin: { position: 'sidebar', components: { Field: '/components/mail/EmlLink#EmlLink' } } },
    { name: 'language', type: 'select', options: ['en', 'ru'], defaultValue: 'en', label: { en: 'Language', ru: 'Язык' }, admin: { readOnly: true } },
    { name: 'template', type: 'text', label: { en: 'Kind', ru: 'Вид' }, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', label: { en: 'Plain-text part', ru: 'Текстовая часть' }, admin: { readOnly: true } },
    { name: 'html', type: 'code', label: { en: 'HTML part', ru: 'HTML-часть' }, admin: { readOnly: true, language: 'html' } },
    // What the template is rendered from when the message is sent, and the headers it carries.
    { name: 'data', type: 'json', admin: { hidden: true } },
    { name: 'headers', type: 'json', admin: { hidden: true } },
    // Whether its sending job was queued (features/mail/queue.ts).
    { name: 'jobQueued', type: 'checkbox', defaultValue: false, index: true, admin: { hidden: true } },
    // One message per key (one alert per article and subscriber): a second queueing is a no-op.
    { name: 'dedupeKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
  ],
}
