import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'
import { imageField } from '../fields/image'
import { mediaLabelField } from '../fields/mediaLabel'
import { titleAndTextFields } from '../fields/titleAndText'

/** One featured story: a large image beside a title, a text and a link. */
export const PromoCardBlock: Block = {
  slug: 'promoCard',
  interfaceName: 'PromoCardBlock',
  labels: { singular: { en: 'Promo card', ru: 'Промокарточка' }, plural: { en: 'Promo cards', ru: 'Промокарточки' } },
  fields: [
    mediaLabelField('stories'),
    ...titleAndTextFields(),
    imageField(),
    ...ctaLinkFields({ defaultUrl: '/about_us' }),
  ],
}
