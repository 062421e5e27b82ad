import type { Block } from 'payload'
import { imageField } from '../fields/image'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { en: 'Hero', ru: 'Первый экран' }, plural: { en: 'Heroes', ru: 'Первые экраны' } },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
    { name: 'subtitle', type: 'textarea', localized: true, label: { en: 'Subtitle', ru: 'Подзаголовок' } },
    imageField({ required: false }),
  ],
}
