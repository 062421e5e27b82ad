import type { Block } from 'payload'
import { ctaLinkFields } from '../../collections/fields/ctaLink'
import { imageField } from '../../collections/fields/image'
import { mediaLabelField } from '../../collections/fields/mediaLabel'
import { titleAndTextFields } from '../../collections/fields/titleAndText'

/** One featured story: a large image beside a title, a text and a link. */
export const PromoCardConfig: Block = {
  slug: 'promoCard',
  interfaceName: 'PromoCardBlock',
  labels: { singular: { en: 'Promo card', ru: 'Промокарточка' }, plural: { en: 'Promo cards', ru: 'Промокарточки' } },
  fields: [mediaLabelField('stories'), ...titleAndTextFields(), imageField(), ...ctaLinkFields({ defaultUrl: '/about_us' })],
}
