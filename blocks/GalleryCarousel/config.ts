import type { Block } from 'payload'
import { carouselLayoutField } from '../../platform/fields/carouselLayout'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { itemsField } from '../../platform/fields/itemList'

/** A carousel of media-kit items (logos, offices ...): an image, a header and a text each. */
export const GalleryCarouselConfig: Block = {
  slug: 'galleryCarousel',
  interfaceName: 'GalleryCarouselBlock',
  labels: { singular: { en: 'Gallery carousel', ru: 'Карусель галереи' }, plural: { en: 'Gallery carousels', ru: 'Карусели галереи' } },
  fields: [
    ...headingAndIntroFields({ headingRequired: true }),
    itemsField(
      'items',
      { singular: { en: 'Item', ru: 'Элемент' }, plural: { en: 'Items', ru: 'Элементы' } },
      {
        fields: [
          imageField(),
          { name: 'header', type: 'text', required: true, localized: true, label: { en: 'Header', ru: 'Заголовок' } },
          { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
        ],
      },
    ),
    carouselLayoutField({ slides: 1, gap: 20 }),
  ],
}
