import type { Block } from 'payload'
import { imageField } from '../../platform/fields/image'

export const HeroConfig: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { en: 'Hero', ru: 'Первый экран' }, plural: { en: 'Heroes', ru: 'Первые экраны' } },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
    { name: 'subtitle', type: 'textarea', localized: true, label: { en: 'Subtitle', ru: 'Подзаголовок' } },
    imageField({ required: false }),
  ],
}
