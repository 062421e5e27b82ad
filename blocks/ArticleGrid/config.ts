import type { Block } from 'payload'
import { headingField } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { itemsField } from '../../platform/fields/itemList'
import { linkField } from '../../platform/fields/link'

/** Article cards with a topic tag: two per row on narrow screens, four per row from medium up. */
export const ArticleGridConfig: Block = {
  slug: 'articleGrid',
  interfaceName: 'ArticleGridBlock',
  labels: { singular: { en: 'Article grid', ru: 'Сетка статей' }, plural: { en: 'Article grids', ru: 'Сетки статей' } },
  fields: [
    headingField({ required: true }),
    itemsField(
      'articles',
      { singular: { en: 'Article', ru: 'Статья' }, plural: { en: 'Articles', ru: 'Статьи' } },
      {
        fields: [
          {
            name: 'tag',
            type: 'select',
            required: true,
            label: { en: 'Topic', ru: 'Тема' },
            options: [
              { value: 'environment', label: { en: 'Environment', ru: 'Экология' } },
              { value: 'others', label: { en: 'Others', ru: 'Разное' } },
              { value: 'talent', label: { en: 'Talent', ru: 'Таланты' } },
            ],
          },
          imageField(),
          { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
          { name: 'date', type: 'date', label: { en: 'Date', ru: 'Дата' }, admin: { date: { pickerAppearance: 'dayOnly' } } },
          linkField({ name: 'url', required: true, defaultValue: '/about_us', label: { en: 'Link', ru: 'Ссылка' } }),
        ],
      },
    ),
  ],
}
