import type { Block } from 'payload'
import { NEWS_INDEX_PATH } from '../../common/news'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'
import { linkField } from '../../platform/fields/link'

/** The newest items of the News collection in a column, with a link to all news. */
export const NewsColumnConfig: Block = {
  slug: 'newsColumn',
  interfaceName: 'NewsColumnBlock',
  labels: { singular: { en: 'News column', ru: 'Колонка новостей' }, plural: { en: 'News columns', ru: 'Колонки новостей' } },
  fields: [
    ...headingAndIntroFields({ headingRequired: true }),
    { name: 'limit', type: 'number', required: true, defaultValue: 3, min: 1, max: 12, label: { en: 'How many news items', ru: 'Сколько новостей' } },
    linkField({ name: 'allNewsUrl', required: true, defaultValue: NEWS_INDEX_PATH, label: { en: '"All news" link', ru: 'Ссылка «Все новости»' } }),
  ],
}
