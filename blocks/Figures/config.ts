import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { itemsField } from '../../platform/fields/itemList'

/** Key figures, formatted for the page's language (55,080 / 55 080). */
export const FiguresConfig: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: { en: 'Key figures', ru: 'Ключевые цифры' }, plural: { en: 'Key figures', ru: 'Ключевые цифры' } },
  fields: [
    ...headingAndIntroFields(),
    itemsField(
      'items',
      { singular: { en: 'Figure', ru: 'Цифра' }, plural: { en: 'Figures', ru: 'Цифры' } },
      {
        maxRows: 6,
        label: { en: 'Figures', ru: 'Цифры' },
        fields: [
          { name: 'value', type: 'number', required: true, label: { en: 'Value', ru: 'Значение' } },
          { name: 'suffix', type: 'text', localized: true, label: { en: 'After the number (e.g. +)', ru: 'После числа (например, +)' } },
          { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Label', ru: 'Подпись' } },
        ],
      },
    ),
  ],
}
