import { orderedContentCollection } from '../../platform/orderedContent'
import { FAQ_CATEGORIES } from './faqCategories'

/** Questions and answers of the sustainability FAQ, grouped by category, in the order editors drag them into. */
export const Faq = orderedContentCollection({
  slug: 'faq',
  labels: { singular: { en: 'FAQ item', ru: 'Вопрос' }, plural: { en: 'FAQ', ru: 'Вопросы и ответы' } },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category'] },
  fields: [
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: FAQ_CATEGORIES.map((c) => ({ value: c.value, label: { ...c.label } })),
      label: { en: 'Category', ru: 'Категория' },
    },
    { name: 'question', type: 'text', required: true, localized: true, label: { en: 'Question', ru: 'Вопрос' } },
    { name: 'answer', type: 'richText', required: true, localized: true, label: { en: 'Answer', ru: 'Ответ' } },
  ],
})
