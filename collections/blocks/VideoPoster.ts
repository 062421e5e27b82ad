import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'

/** A full-width poster with separate desktop and mobile images and a short message. */
export const VideoPosterBlock: Block = {
  slug: 'videoPoster',
  interfaceName: 'VideoPosterBlock',
  labels: { singular: { en: 'Poster banner', ru: 'Баннер-постер' }, plural: { en: 'Poster banners', ru: 'Баннеры-постеры' } },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image (desktop)', ru: 'Изображение (компьютер)' } },
        {
          name: 'mobileImage',
          type: 'upload',
          relationTo: 'media',
          label: { en: 'Image (mobile)', ru: 'Изображение (телефон)' },
          admin: { description: { en: 'Shown below 768 px; a portrait crop works best.', ru: 'Показывается на экранах уже 768 px; лучше вертикальный кадр.' } },
        },
      ],
    },
    { name: 'heading', type: 'text', required: true, localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'boldLine', type: 'text', localized: true, label: { en: 'Bold line', ru: 'Строка полужирным' } },
    { name: 'smallLine', type: 'text', localized: true, label: { en: 'Small line', ru: 'Строка мелким шрифтом' } },
    ...ctaLinkFields({ defaultUrl: '/' }),
  ],
}
