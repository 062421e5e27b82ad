import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from './access/roles'
import { HISTORY_PERIODS, type HistoryPeriod } from './fields/historyPeriods'

const PERIOD_LABELS: Record<HistoryPeriod, { en: string; ru: string }> = {
  '1988-1997': { en: '1988–1997', ru: '1988–1997' },
  '1998-2007': { en: '1998–2007', ru: '1998–2007' },
  '2008-2017': { en: '2008–2017', ru: '2008–2017' },
  '2018-Present': { en: '2018–Present', ru: '2018 — наши дни' },
}

/** One card of the history page's timeline. */
export const HistoryMilestones: CollectionConfig = {
  slug: 'history-milestones',
  labels: { singular: { en: 'History milestone', ru: 'Веха истории' }, plural: { en: 'History milestones', ru: 'История: вехи' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['image', 'title', 'period', 'year', 'order'],
    listSearchableFields: ['title', 'year'],
    group: { en: 'Content', ru: 'Контент' },
    pagination: { defaultLimit: 50 },
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'period',
          type: 'select',
          required: true,
          index: true,
          options: HISTORY_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] })),
          label: { en: 'Period', ru: 'Период' },
        },
        {
          name: 'year',
          type: 'text',
          label: { en: 'Year label', ru: 'Год' },
          validate: (value: unknown) => (value == null || value === '' || /^\d{4}$/.test(String(value)) ? true : 'A four-digit year, or empty.'),
          admin: {
            description: {
              en: 'Leave empty when the card continues the year of the card before it.',
              ru: 'Оставьте пустым, если карточка продолжает год предыдущей.',
            },
          },
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: { en: 'Order', ru: 'Порядок' },
      admin: { position: 'sidebar', description: { en: 'Lower comes first within the period.', ru: 'Меньшее число — выше внутри периода.' } },
    },
  ],
}
