import type { Block } from 'payload'
import { headingField } from '../../collections/fields/headingAndIntro'
import { itemsField } from '../../collections/fields/itemList'
import { mediaLabelField } from '../../collections/fields/mediaLabel'

export const IR_EVENT_KINDS = ['results', 'meeting', 'conference'] as const

/** Investor events: upcoming dates with links to results and presentations, and a link to all. */
export const IrEventsConfig: Block = {
  slug: 'irEvents',
  interfaceName: 'IrEventsBlock',
  labels: { singular: { en: 'IR events', ru: 'События для инвесторов' }, plural: { en: 'IR events', ru: 'События для инвесторов' } },
  fields: [
    mediaLabelField('irEvents'),
    headingField(),
    itemsField(
      'events',
      { singular: { en: 'Event', ru: 'Событие' }, plural: { en: 'Events', ru: 'События' } },
      {
        fields: [
          { name: 'date', type: 'date', required: true, label: { en: 'Date', ru: 'Дата' }, admin: { date: { pickerAppearance: 'dayOnly' } } },
          {
            name: 'kind',
            type: 'select',
            required: true,
            defaultValue: 'results',
            label: { en: 'Kind', ru: 'Тип' },
            options: [
              { value: 'results', label: { en: 'Results', ru: 'Результаты' } },
              { value: 'meeting', label: { en: 'Shareholder meeting', ru: 'Собрание акционеров' } },
              { value: 'conference', label: { en: 'Conference', ru: 'Конференция' } },
            ],
          },
          { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Название' } },
          { name: 'url', type: 'text', required: true, label: { en: 'Link', ru: 'Ссылка' } },
        ],
      },
    ),
    { name: 'resultsUrl', type: 'text', required: true, label: { en: 'Results and presentations: link', ru: 'Результаты и презентации: ссылка' } },
    { name: 'allEventsUrl', type: 'text', required: true, label: { en: 'All IR events: link', ru: 'Все события для инвесторов: ссылка' } },
  ],
}
