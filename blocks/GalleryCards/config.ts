import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { cardsField } from '../../platform/fields/itemList'
import { linkField } from '../../platform/fields/link'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

/** Image cards that lead to the media gallery. */
export const GalleryCardsConfig: Block = {
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
        linkField({ name: 'url', required: true, defaultValue: '/media/media_gallery', label: { en: 'Link', ru: 'Ссылка' } }),
      ],
    }),
  ],
}
