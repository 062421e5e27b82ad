import type { Block } from 'payload'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { imageField } from '../../platform/fields/image'
import { mediaLabelField } from '../../platform/fields/mediaLabel'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

/** One featured story: a large image beside a title, a text and a link. */
export const PromoCardConfig: Block = {
  slug: 'promoCard',
  interfaceName: 'PromoCardBlock',
  labels: { singular: { en: 'Promo card', ru: 'Промокарточка' }, plural: { en: 'Promo cards', ru: 'Промокарточки' } },
  fields: [mediaLabelField('stories'), ...titleAndTextFields(), imageField(), ...ctaLinkFields({ defaultUrl: '/about_us' })],
}
