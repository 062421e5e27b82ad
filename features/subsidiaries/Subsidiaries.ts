import { linkField } from '../../platform/fields/link'
import { orderedContentCollection } from '../../platform/orderedContent'
import { SUBSIDIARY_CATEGORIES, SUBSIDIARY_CATEGORY_LABELS } from './subsidiaryCategories'

/** The group's companies, listed in the home page's subsidiaries panel in the order editors drag
 * them into, numbered by their place. A company without a category is never highlighted by the
 * filter; one without a URL is shown as plain text. */
export const Subsidiaries = orderedContentCollection({
  slug: 'subsidiaries',
  labels: { singular: { en: 'Subsidiary', ru: 'Дочерняя компания' }, plural: { en: 'Subsidiaries', ru: 'Дочерние компании' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'url'] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', ru: 'Название' } },
    {
      name: 'category',
      type: 'select',
      label: { en: 'Category', ru: 'Категория' },
      options: SUBSIDIARY_CATEGORIES.map((value) => ({ value, label: SUBSIDIARY_CATEGORY_LABELS[value] })),
      admin: { description: { en: 'Leave empty for a company the filter never highlights.', ru: 'Оставьте пустым, если фильтр не должен выделять компанию.' } },
    },
    linkField({
      name: 'url',
      label: { en: 'Website', ru: 'Сайт' },
      admin: {
        description: {
          en: 'Opens in a new tab. Leave empty to show the name as plain text.',
          ru: 'Открывается в новой вкладке. Оставьте пустым, чтобы показать название без ссылки.',
        },
      },
    }),
  ],
})
