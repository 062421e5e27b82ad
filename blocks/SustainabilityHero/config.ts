import type { Block } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { eyebrowField } from '../../platform/fields/eyebrow'
import { imageField } from '../../platform/fields/image'

/** The sustainability front: the page title (its h1) beside a target year set large. */
export const SustainabilityHeroConfig: Block = {
  slug: 'sustainabilityHero',
  interfaceName: 'SustainabilityHeroBlock',
  labels: { singular: { en: 'Target hero', ru: 'Первый экран с целью' }, plural: { en: 'Target heroes', ru: 'Первые экраны с целью' } },
  fields: [
    eyebrowField(),
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
    { name: 'figure', type: 'text', required: true, label: { en: 'Target (e.g. 2030)', ru: 'Цель (например, 2030)' } },
    { name: 'figureLabel', type: 'text', localized: true, label: { en: 'What the target means', ru: 'Что означает цель' } },
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
    imageField({ required: false, label: { en: 'Background image', ru: 'Фоновое изображение' } }),
    ...ctaLinkFields(),
  ],
}
