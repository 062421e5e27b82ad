import type { Block } from 'payload'
import { headingField } from '../../platform/fields/headingAndIntro'

/** The governance page: side tabs for the board, the supervisory committee and senior
 * management (people from the Leaders collection) and the articles (this block's own text). */
export const GovernanceTabsConfig: Block = {
  slug: 'governanceTabs',
  interfaceName: 'GovernanceTabsBlock',
  labels: { singular: { en: 'Governance tabs', ru: 'Вкладки управления' }, plural: { en: 'Governance tabs', ru: 'Вкладки управления' } },
  fields: [
    headingField(),
    { name: 'intro', type: 'richText', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
    {
      name: 'facts',
      type: 'array',
      maxRows: 4,
      label: { en: 'Key facts', ru: 'Ключевые факты' },
      labels: { singular: { en: 'Fact', ru: 'Факт' }, plural: { en: 'Facts', ru: 'Факты' } },
      admin: {
        description: { en: 'Figures shown above the tabs, e.g. "15" — "board seats".', ru: 'Цифры над вкладками, например «15» — «мест в совете директоров».' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, localized: true, label: { en: 'Figure', ru: 'Цифра' } },
            { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Label', ru: 'Подпись' } },
          ],
        },
      ],
    },
    {
      name: 'articles',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Articles', ru: 'Устав' },
      admin: { description: { en: 'The text of the "Articles" tab.', ru: 'Текст вкладки «Устав».' } },
    },
  ],
}
