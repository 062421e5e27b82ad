import type { Block, Field } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'

const box: Field[] = [
  { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
  { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
  { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Image', ru: 'Изображение' } },
  ...ctaLinkFields(),
]

/** The group's ecosystem: a heading in three lines, two boxes side by side and one wide box. */
export const EcosystemBlock: Block = {
  slug: 'ecosystem',
  interfaceName: 'EcosystemBlock',
  labels: { singular: { en: 'Ecosystem', ru: 'Экосистема' }, plural: { en: 'Ecosystems', ru: 'Экосистемы' } },
  fields: [
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 3,
      label: { en: 'Heading lines', ru: 'Строки заголовка' },
      labels: { singular: { en: 'Line', ru: 'Строка' }, plural: { en: 'Lines', ru: 'Строки' } },
      fields: [{ name: 'text', type: 'text', required: true, localized: true, label: { en: 'Text', ru: 'Текст' } }],
    },
    {
      name: 'boxes',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 2,
      label: { en: 'Boxes side by side', ru: 'Блоки рядом' },
      labels: { singular: { en: 'Box', ru: 'Блок' }, plural: { en: 'Boxes', ru: 'Блоки' } },
      fields: box,
    },
    { name: 'wide', type: 'group', label: { en: 'Wide box', ru: 'Широкий блок' }, fields: box },
  ],
}
