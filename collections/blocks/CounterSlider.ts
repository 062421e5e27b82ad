import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'

/** A text beside a looping image slider with a next button and a "01 / 03" counter. */
export const CounterSliderBlock: Block = {
  slug: 'counterSlider',
  interfaceName: 'CounterSliderBlock',
  labels: { singular: { en: 'Slider with counter', ru: 'Слайдер со счётчиком' }, plural: { en: 'Sliders with counter', ru: 'Слайдеры со счётчиком' } },
  fields: [
    { name: 'name', type: 'text', localized: true, label: { en: 'Small line above the heading', ru: 'Строка над заголовком' } },
    { name: 'header', type: 'text', required: true, localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'main', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
    ...ctaLinkFields({ defaultUrl: '/about_us' }),
    { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Slider name (for screen readers)', ru: 'Название слайдера (для экранных дикторов)' } },
    {
      name: 'images',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 9,
      label: { en: 'Images', ru: 'Изображения' },
      labels: { singular: { en: 'Image', ru: 'Изображение' }, plural: { en: 'Images', ru: 'Изображения' } },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } }],
    },
  ],
}
