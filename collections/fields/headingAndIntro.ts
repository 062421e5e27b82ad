import type { Field } from 'payload'

// The heading and short introduction most sections open with.
export const headingAndIntroFields = ({ headingRequired = false }: { headingRequired?: boolean } = {}): Field[] => [
  { name: 'heading', type: 'text', required: headingRequired, localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
  { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
]
