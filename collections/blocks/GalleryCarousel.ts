import type { Block } from 'payload'
import { carouselLayoutField } from '../fields/carouselLayout'

/** A carousel of media-kit items (logos, offices ...): an image, a header and a text each. */
export const GalleryCarouselBlock: Block = {
  slug: 'galleryCarousel',
  interfaceName: 'GalleryCarouselBlock',
  labels: { singular: { en: 'Gallery carousel', ru: 'Карусель галереи' }, plural: { en: 'Gallery carousels', ru: 'Карусели галереи' } },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: { en: 'Item', ru: 'Элемент' }, plural: { en: 'Items', ru: 'Элементы' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
        { name: 'header', type: 'text', required: true, localized: true, label: { en: 'Header', ru: 'Заголовок' } },
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
      ],
    },
    carouselLayoutField({ slides: 1, gap: 20 }),
  ],
}
