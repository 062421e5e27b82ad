import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { imageField } from '../../platform/fields/image'
import { cardsField } from '../../platform/fields/itemList'
import { linkField } from '../../platform/fields/link'
import { forLooks, lookField } from '../../platform/fields/look'
import { titleAndTextFields } from '../../platform/fields/titleAndText'

/** A row of cards in one of four looks: panels (a figure, a title, a text), pictures (an image
 * above, the title linking on), articles (pictures with a topic and a date, four a row, two on
 * phones) or tiles (an image above, the whole tile linking on, numbered 01, 02 … if asked). */
export const CardsConfig: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: { en: 'Cards', ru: 'Карточки' }, plural: { en: 'Cards', ru: 'Карточки' } },
  fields: [
    ...headingAndIntroFields(),
    lookField({
      panels: { en: 'Panels: a figure and a text, four a row', ru: 'Плашки: цифра и текст, по четыре в ряд' },
      pictures: { en: 'Pictures: three a row, the title links on', ru: 'С картинкой: по три в ряд, ссылка в заголовке' },
      articles: { en: 'Articles: a topic and a date, four a row', ru: 'Статьи: тема и дата, по четыре в ряд' },
      tiles: { en: 'Tiles: four a row, the whole tile links on', ru: 'Плитки: по четыре в ряд, ссылка — вся плитка' },
    }),
    {
      name: 'numbered',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Number the cards (01, 02 …)', ru: 'Нумеровать карточки (01, 02 …)' },
      admin: forLooks('tiles'),
    },
    cardsField({
      maxRows: 8,
      fields: [
        { ...imageField({ required: false }), admin: forLooks('pictures', 'articles', 'tiles') },
        { name: 'figure', type: 'text', localized: true, label: { en: 'Figure (optional)', ru: 'Цифра (необязательно)' }, admin: forLooks('panels') },
        {
          name: 'tag',
          type: 'select',
          label: { en: 'Topic', ru: 'Тема' },
          admin: forLooks('articles'),
          options: [
            { value: 'environment', label: { en: 'Environment', ru: 'Экология' } },
            { value: 'others', label: { en: 'Others', ru: 'Разное' } },
            { value: 'talent', label: { en: 'Talent', ru: 'Таланты' } },
          ],
        },
        { name: 'date', type: 'date', label: { en: 'Date', ru: 'Дата' }, admin: { ...forLooks('articles'), date: { pickerAppearance: 'dayOnly' } } },
        ...titleAndTextFields(),
        linkField({ name: 'url', label: { en: 'Link', ru: 'Ссылка' } }),
        { name: 'linkLabel', type: 'text', localized: true, label: { en: 'Link text', ru: 'Текст ссылки' }, admin: forLooks('tiles') },
      ],
    }),
  ],
}
