import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'
import { mediaLabelField } from '../fields/mediaLabel'

/** One featured story: a large image beside a title, a text and a link. */
export const PromoCardBlock: Block = {
  slug: 'promoCard',
  interfaceName: 'PromoCardBlock',
  labels: { singular: { en: 'Promo card', ru: 'Промокарточка' }, plural: { en: 'Promo cards', ru: 'Промокарточки' } },
  fields: [
    mediaLabelField('stories'),
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
    ...ctaLinkFields({ defaultUrl: '/about_us' }),
  ],
}
