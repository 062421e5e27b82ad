import type { CollectionConfig } from 'payload'
import { SUBSIDIARY_CATEGORIES, SUBSIDIARY_CATEGORY_LABELS } from '../common/subsidiaryCategories'
import { publicContentAccess } from './access/roles'
import { ADMIN_GROUPS } from './adminGroups'
import { validateOptionalUrl } from './fields/externalUrl'

/** The group's companies, listed in the home page's subsidiaries panel. A company without a
 * category is never highlighted by the filter; one without a URL is shown as plain text. */
export const Subsidiaries: CollectionConfig = {
  slug: 'subsidiaries',
  labels: { singular: { en: 'Subsidiary', ru: 'Дочерняя компания' }, plural: { en: 'Subsidiaries', ru: 'Дочерние компании' } },
  admin: { useAsTitle: 'name', defaultColumns: ['number', 'name', 'category', 'url'], group: ADMIN_GROUPS.content },
  access: publicContentAccess,
  defaultSort: 'number',
  fields: [
    {
      name: 'number',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      max: 99,
      label: { en: 'Number', ru: 'Номер' },
      admin: { description: { en: 'Its place in the list; shown with two digits (01, 02 …).', ru: 'Место в списке; показывается двумя цифрами (01, 02 …).' } },
    },
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', ru: 'Название' } },
    {
      name: 'category',
      type: 'select',
      label: { en: 'Category', ru: 'Категория' },
      options: SUBSIDIARY_CATEGORIES.map((value) => ({ value, label: SUBSIDIARY_CATEGORY_LABELS[value] })),
      admin: { description: { en: 'Leave empty for a company the filter never highlights.', ru: 'Оставьте пустым, если фильтр не должен выделять компанию.' } },
    },
    {
      name: 'url',
      type: 'text',
      label: { en: 'Website', ru: 'Сайт' },
      validate: validateOptionalUrl,
      admin: {
        description: {
          en: 'Opens in a new tab. Leave empty to show the name as plain text.',
          ru: 'Открывается в новой вкладке. Оставьте пустым, чтобы показать название без ссылки.',
        },
      },
    },
  ],
}
