import type { Field } from 'payload'

// What a card, slide or box says: a required title and an optional text.
export const titleAndTextFields = (): Field[] => [
  { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
  { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
]
