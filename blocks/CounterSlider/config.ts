import type { Block } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { eyebrowField } from '../../platform/fields/eyebrow'
import { imageField } from '../../platform/fields/image'
import { carouselNameField, itemsField } from '../../platform/fields/itemList'

/** A text beside a looping image slider with a next button and a "01 / 03" counter. */
export const CounterSliderConfig: Block = {
  slug: 'counterSlider',
  interfaceName: 'CounterSliderBlock',
  labels: { singular: { en: 'Slider with counter', ru: 'Слайдер со счётчиком' }, plural: { en: 'Sliders with counter', ru: 'Слайдеры со счётчиком' } },
  fields: [
    eyebrowField({ name: 'name', above: 'heading' }),
    { name: 'header', type: 'text', required: true, localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'main', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
    ...ctaLinkFields({ defaultUrl: '/about_us' }),
    carouselNameField('slider'),
    itemsField(
      'images',
      { singular: { en: 'Image', ru: 'Изображение' }, plural: { en: 'Images', ru: 'Изображения' } },
      { maxRows: 9, label: { en: 'Images', ru: 'Изображения' }, fields: [imageField()] },
    ),
  ],
}
