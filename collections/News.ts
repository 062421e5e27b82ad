import type { CollectionConfig } from 'payload'
import { publicContentAccess } from './access/roles'
import { ADMIN_GROUPS } from './adminGroups'

/** News items shown on the home page's news column and the media page's news list. */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { en: 'News item', ru: 'Новость' }, plural: { en: 'News', ru: 'Новости' } },
  admin: { useAsTitle: 'headline', defaultColumns: ['headline', 'date', 'label'], group: ADMIN_GROUPS.content },
  access: publicContentAccess,
  defaultSort: '-date',
  fields: [
    { name: 'date', type: 'date', required: true, index: true, label: { en: 'Date', ru: 'Дата' }, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { en: 'Label', ru: 'Метка' },
      admin: { description: { en: 'A small tag above the headline, e.g. "Results".', ru: 'Короткая метка над заголовком, например «Результаты».' } },
    },
    { name: 'headline', type: 'text', required: true, localized: true, label: { en: 'Headline', ru: 'Заголовок' } },
    { name: 'link', type: 'text', required: true, defaultValue: '/about_us', label: { en: 'Link', ru: 'Ссылка' } },
  ],
}
