import type { Block } from 'payload'

/** Image cards that lead to the media gallery. */
export const GalleryCardsBlock: Block = {
  slug: 'galleryCards',
  interfaceName: 'GalleryCardsBlock',
  labels: { singular: { en: 'Gallery cards', ru: 'Карточки галереи' }, plural: { en: 'Gallery cards', ru: 'Карточки галереи' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: { en: 'Card', ru: 'Карточка' }, plural: { en: 'Cards', ru: 'Карточки' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', ru: 'Изображение' } },
        { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
        { name: 'url', type: 'text', required: true, defaultValue: '/media/media_gallery', label: { en: 'Link', ru: 'Ссылка' } },
      ],
    },
  ],
}
