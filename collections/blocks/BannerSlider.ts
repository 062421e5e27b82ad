import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'
import { mediaLabelField } from '../fields/mediaLabel'

/** A looping slider of wide banners, each linking on (e.g. to investor-relations results). */
export const BannerSliderBlock: Block = {
  slug: 'bannerSlider',
  interfaceName: 'BannerSliderBlock',
  labels: { singular: { en: 'Banner slider', ru: 'Слайдер баннеров' }, plural: { en: 'Banner sliders', ru: 'Слайдеры баннеров' } },
  fields: [
    mediaLabelField('results'),
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    {
      name: 'banners',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: { en: 'Banner', ru: 'Баннер' }, plural: { en: 'Banners', ru: 'Баннеры' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
        { name: 'eyebrow', type: 'text', localized: true, label: { en: 'Small line above the title', ru: 'Строка над заголовком' } },
        { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
        ...ctaLinkFields({ required: true }),
      ],
    },
  ],
}
