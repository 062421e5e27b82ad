import type { Block } from 'payload'
import { FAQ_CATEGORIES } from '../../features/faq/index.server'
import { introField } from '../../platform/fields/headingAndIntro'

/** The FAQ collection as an accordion, grouped by category and numbered within each. */
export const FaqListConfig: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: { singular: { en: 'FAQ', ru: 'Вопросы и ответы' }, plural: { en: 'FAQ', ru: 'Вопросы и ответы' } },
  fields: [
    introField(),
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      label: { en: 'Categories (all when empty)', ru: 'Категории (все, если не выбраны)' },
      options: FAQ_CATEGORIES.map((c) => ({ value: c.value, label: { ...c.label } })),
    },
  ],
}
