import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'

/** Every published article, newest first, a page at a time, filtered by year and label. */
export const NewsArchiveConfig: Block = {
  slug: 'newsArchive',
  interfaceName: 'NewsArchiveBlock',
  labels: { singular: { en: 'News archive', ru: 'Архив новостей' }, plural: { en: 'News archives', ru: 'Архивы новостей' } },
  fields: [
    ...headingAndIntroFields(),
    { name: 'perPage', type: 'number', required: true, defaultValue: 12, min: 4, max: 48, label: { en: 'Articles per page', ru: 'Статей на странице' } },
  ],
}
