import type { Block } from 'payload'
import { choiceField } from '../../platform/fields/choice'
import { headingField } from '../../platform/fields/headingAndIntro'
import { itemsField } from '../../platform/fields/itemList'
import { linkField } from '../../platform/fields/link'
import { mediaLabelField } from '../../platform/fields/mediaLabel'

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
          choiceField(
            'kind',
            { en: 'Kind', ru: 'Тип' },
            {
              results: { en: 'Results', ru: 'Результаты' },
              meeting: { en: 'Shareholder meeting', ru: 'Собрание акционеров' },
              conference: { en: 'Conference', ru: 'Конференция' },
            },
            'results',
            { required: true },
          ),
          { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Название' } },
          linkField({ name: 'url', required: true, label: { en: 'Link', ru: 'Ссылка' } }),
        ],
      },
    ),
    linkField({ name: 'resultsUrl', required: true, label: { en: 'Results and presentations: link', ru: 'Результаты и презентации: ссылка' } }),
    linkField({ name: 'allEventsUrl', required: true, label: { en: 'All IR events: link', ru: 'Все события для инвесторов: ссылка' } }),
  ],
}
