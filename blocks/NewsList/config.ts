import type { Block } from 'payload'
import { NEWS_INDEX_PATH } from '../../common/news'
import { ctaLinkFields } from '../../platform/fields/ctaLink'
import { headingField } from '../../platform/fields/headingAndIntro'
import { mediaLabelField } from '../../platform/fields/mediaLabel'

/** The newest items of the `news` collection: date (day, month, year) and headline. */
export const NewsListConfig: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  labels: { singular: { en: 'News list', ru: 'Список новостей' }, plural: { en: 'News lists', ru: 'Списки новостей' } },
  fields: [
    mediaLabelField('news'),
    headingField(),
    { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 6, label: { en: 'Items shown', ru: 'Сколько новостей показать' } },
    ...ctaLinkFields({ defaultUrl: NEWS_INDEX_PATH }),
  ],
}
