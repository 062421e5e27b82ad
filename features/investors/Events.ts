import type { CollectionAfterChangeHook, CollectionConfig, DateField } from 'payload'
import { date } from 'payload/shared'
import { EVENT_KINDS } from '../../common/investors'
import { draftContentAccess } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { adminMessage } from '../../platform/adminTranslations'
import { moveContentVersionAt } from '../../platform/contentVersionAt'
import { linkField } from '../../platform/fields/link'
import { scheduledDrafts } from '../../platform/scheduledDrafts'
import { EVENT_KIND_LABELS } from './kindLabels'

/** The time zones an event may be held in; the calendar shows its times in the event's own. */
export const EVENT_TIME_ZONES = [
  { value: 'Europe/Moscow', label: 'Moscow (UTC+3)' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Berlin', label: 'Frankfurt, Paris' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'Asia/Dubai', label: 'Dubai (UTC+4)' },
  { value: 'Asia/Shanghai', label: 'Shanghai, Hong Kong (UTC+8)' },
  { value: 'UTC', label: 'UTC' },
]

const moment = (name: 'start' | 'end', label: { en: string; ru: string }, extra: Partial<DateField> = {}): DateField => ({
  name,
  type: 'date',
  required: true,
  index: name === 'start',
  label,
  timezone: { required: true, defaultTimezone: 'Europe/Moscow', supportedTimezones: EVENT_TIME_ZONES },
  admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
  ...extra,
})

/** An event moves from the coming ones to the past ones when it ends (events.server.ts), and
 * pages list it by its start: the cached pages are rendered afresh at both moments. */
const refreshAtStartAndEnd: CollectionAfterChangeHook = async ({ doc, req }) => {
  await moveContentVersionAt(req.payload, [new Date(doc.start), new Date(doc.end)], req)
  return doc
}

/** Results days, shareholder meetings, investor days and calls: the financial calendar lists
 * them, each downloadable as an iCalendar file, with those of its documents that are published.
 * A draft stays with staff until it is published, at once or at a time set in advance. */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: { en: 'Event', ru: 'Событие' }, plural: { en: 'Financial calendar', ru: 'Финансовый календарь' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'start', '_status'], group: ADMIN_GROUPS.investors },
  access: draftContentAccess,
  versions: scheduledDrafts,
  defaultSort: '-start',
  hooks: { afterChange: [refreshAtStartAndEnd] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Название' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'results',
      label: { en: 'Kind', ru: 'Вид' },
      options: EVENT_KINDS.map((value) => ({ value, label: EVENT_KIND_LABELS[value] })),
    },
    {
      type: 'row',
      fields: [
        moment('start', { en: 'Starts', ru: 'Начало' }),
        moment(
          'end',
          { en: 'Ends', ru: 'Окончание' },
          {
            validate: (value, options) => {
              const base = date(value, options)
              if (base !== true || !value) return base
              const start = new Date(String((options.siblingData as { start?: unknown }).start ?? '')).getTime()
              return Number.isNaN(start) || new Date(value).getTime() >= start ? true : adminMessage(options.req, 'eventEndsBeforeStart')
            },
          },
        ),
      ],
    },
    {
      name: 'place',
      type: 'text',
      localized: true,
      label: { en: 'Place', ru: 'Место' },
      admin: { description: { en: 'Where it is held; leave empty for an online-only event.', ru: 'Где проходит; для события только онлайн оставьте пустым.' } },
    },
    linkField({ name: 'webcastUrl', label: { en: 'Webcast or call link', ru: 'Ссылка на трансляцию или звонок' } }),
    { name: 'description', type: 'textarea', localized: true, maxLength: 600, label: { en: 'Description', ru: 'Описание' } },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      label: { en: 'Documents', ru: 'Документы' },
      admin: { description: { en: 'Shown with the event once each is published.', ru: 'Показываются у события, как только опубликованы.' } },
    },
  ],
}
