import type { Block } from 'payload'

/** A row of short cards: an optional figure, a title, a text and a link each. */
export const FeatureCardsBlock: Block = {
  slug: 'featureCards',
  interfaceName: 'FeatureCardsBlock',
  labels: { singular: { en: 'Feature cards', ru: 'Карточки' }, plural: { en: 'Feature cards', ru: 'Карточки' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: { en: 'Card', ru: 'Карточка' }, plural: { en: 'Cards', ru: 'Карточки' } },
      fields: [
        { name: 'figure', type: 'text', localized: true, label: { en: 'Figure (optional)', ru: 'Цифра (необязательно)' } },
        { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
        { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
        { name: 'url', type: 'text', label: { en: 'Link', ru: 'Ссылка' } },
      ],
    },
  ],
}
