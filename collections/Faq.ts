import { FAQ_CATEGORIES } from '../common/faqCategories'
import { orderField } from './fields/order'
import { orderedContentCollection } from './orderedContent'

/** Questions and answers of the sustainability FAQ, grouped by category and numbered within it. */
export const Faq = orderedContentCollection({
  slug: 'faq',
  labels: { singular: { en: 'FAQ item', ru: 'Вопрос' }, plural: { en: 'FAQ', ru: 'Вопросы и ответы' } },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order'],
  },
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
    orderField({
      defaultValue: 10,
      description: { en: 'Smaller numbers come first within the category.', ru: 'Меньшие числа идут первыми внутри категории.' },
    }),
  ],
})
