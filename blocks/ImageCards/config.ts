import type { Block } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { cardsField } from '../../platform/fields/itemList'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

/** A row of image cards that link on: numbered 01, 02 … on the home page, plain business cards
 * on Our business. */
export const ImageCardsConfig: Block = {
  slug: 'imageCards',
  interfaceName: 'ImageCardsBlock',
  labels: { singular: { en: 'Image cards', ru: 'Карточки с изображениями' }, plural: { en: 'Image cards', ru: 'Карточки с изображениями' } },
  fields: [
    ...headingAndIntroFields(),
    { name: 'numbered', type: 'checkbox', defaultValue: false, label: { en: 'Number the cards (01, 02 …)', ru: 'Нумеровать карточки (01, 02 …)' } },
    cardsField({
      maxRows: 8,
      label: { en: 'Cards', ru: 'Карточки' },
      fields: [imageField(), ...titleAndTextFields(), ...ctaLinkFields({ defaultUrl: '/about_us', required: true })],
    }),
  ],
}
