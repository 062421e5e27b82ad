import { imageField } from '../../platform/fields/image'
import { titleAndTextFields } from '../../platform/fields/titleAndText'
import { orderedContentCollection } from '../../platform/orderedContent'
import { HISTORY_PERIODS, type HistoryPeriod } from './historyPeriods'

const PERIOD_LABELS: Record<HistoryPeriod, { en: string; ru: string }> = {
  '1988-1997': { en: '1988–1997', ru: '1988–1997' },
  '1998-2007': { en: '1998–2007', ru: '1998–2007' },
  '2008-2017': { en: '2008–2017', ru: '2008–2017' },
  '2018-Present': { en: '2018–Present', ru: '2018 — наши дни' },
}

/** One card of the history page's timeline. */
export const HistoryMilestones = orderedContentCollection({
  slug: 'history-milestones',
  labels: { singular: { en: 'History milestone', ru: 'Веха истории' }, plural: { en: 'History milestones', ru: 'История: вехи' } },
  admin: { useAsTitle: 'title', defaultColumns: ['image', 'title', 'period', 'year'], listSearchableFields: ['title', 'year'] },
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
    imageField(),
    ...titleAndTextFields(),
  ],
})
