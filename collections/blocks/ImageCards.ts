import type { Block } from 'payload'
import { ctaLinkFields } from '../fields/ctaLink'

/** A row of image cards that link on: numbered 01, 02 … on the home page, plain business cards
 * on Our business. */
export const ImageCardsBlock: Block = {
  slug: 'imageCards',
  interfaceName: 'ImageCardsBlock',
  labels: { singular: { en: 'Image cards', ru: 'Карточки с изображениями' }, plural: { en: 'Image cards', ru: 'Карточки с изображениями' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
    { name: 'numbered', type: 'checkbox', defaultValue: false, label: { en: 'Number the cards (01, 02 …)', ru: 'Нумеровать карточки (01, 02 …)' } },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { en: 'Cards', ru: 'Карточки' },
      labels: { singular: { en: 'Card', ru: 'Карточка' }, plural: { en: 'Cards', ru: 'Карточки' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
        { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
        ...ctaLinkFields({ defaultUrl: '/about_us', required: true }),
      ],
    },
  ],
}
