import type { Field, GlobalConfig } from 'payload'
import { anyone, canEditContent } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { headingField } from '../../platform/fields/headingAndIntro'
import { linkField } from '../../platform/fields/link'

const link: Field[] = [
  { name: 'label', type: 'text', required: true, localized: true, label: { en: 'Label', ru: 'Подпись' } },
  linkField({ name: 'href', required: true, label: { en: 'Address', ru: 'Адрес' } }),
]

/** The header's top links (some with a mega-menu) and the footer's columns. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { en: 'Navigation', ru: 'Навигация' },
  admin: { group: ADMIN_GROUPS.settings },
  access: { read: anyone, update: canEditContent },
  fields: [
    {
      name: 'items',
      type: 'array',
      label: { en: 'Top links', ru: 'Верхнее меню' },
      fields: [
        ...link,
        { name: 'inFooter', type: 'checkbox', defaultValue: false, label: { en: 'Also a footer column', ru: 'Также колонка в подвале' } },
        {
          name: 'columns',
          type: 'array',
          label: { en: 'Mega-menu columns', ru: 'Колонки мегаменю' },
          fields: [headingField(), { name: 'links', type: 'array', fields: link }],
        },
      ],
    },
    { name: 'legal', type: 'array', label: { en: 'Legal links', ru: 'Юридические ссылки' }, fields: link },
  ],
}
