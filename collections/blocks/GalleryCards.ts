import type { Block } from 'payload'
import { headingAndIntroFields } from '../fields/headingAndIntro'
import { imageField } from '../fields/image'
import { cardsField } from '../fields/itemList'
import { titleAndTextFields } from '../fields/titleAndText'

/** Image cards that lead to the media gallery. */
export const GalleryCardsBlock: Block = {
  slug: 'galleryCards',
  interfaceName: 'GalleryCardsBlock',
  labels: { singular: { en: 'Gallery cards', ru: 'Карточки галереи' }, plural: { en: 'Gallery cards', ru: 'Карточки галереи' } },
  fields: [
    ...headingAndIntroFields(),
    cardsField({
      maxRows: 6,
      fields: [
        imageField(),
        ...titleAndTextFields(),
        { name: 'url', type: 'text', required: true, defaultValue: '/media/media_gallery', label: { en: 'Link', ru: 'Ссылка' } },
      ],
    }),
  ],
}
