import type { Block, Field } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { imageField } from '../../platform/fields/image'
import { itemsField } from '../../platform/fields/itemList'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

const box: Field[] = [...titleAndTextFields(), imageField({ required: false }), ...ctaLinkFields()]

/** The group's ecosystem: a heading in three lines, two boxes side by side and one wide box. */
export const EcosystemConfig: Block = {
  slug: 'ecosystem',
  interfaceName: 'EcosystemBlock',
  labels: { singular: { en: 'Ecosystem', ru: 'Экосистема' }, plural: { en: 'Ecosystems', ru: 'Экосистемы' } },
  fields: [
    itemsField(
      'lines',
      { singular: { en: 'Line', ru: 'Строка' }, plural: { en: 'Lines', ru: 'Строки' } },
      {
        maxRows: 3,
        label: { en: 'Heading lines', ru: 'Строки заголовка' },
        fields: [{ name: 'text', type: 'text', required: true, localized: true, label: { en: 'Text', ru: 'Текст' } }],
      },
    ),
    itemsField(
      'boxes',
      { singular: { en: 'Box', ru: 'Блок' }, plural: { en: 'Boxes', ru: 'Блоки' } },
      { maxRows: 2, label: { en: 'Boxes side by side', ru: 'Блоки рядом' }, fields: box },
    ),
    { name: 'wide', type: 'group', label: { en: 'Wide box', ru: 'Широкий блок' }, fields: box },
  ],
}
