import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'

/** The newest results presentation and report, and the ways on to the library, the calendar
 * and the news archive. */
export const LatestResultsConfig: Block = {
  slug: 'latestResults',
  interfaceName: 'LatestResultsBlock',
  labels: { singular: { en: 'Latest results', ru: 'Последние результаты' }, plural: { en: 'Latest results', ru: 'Последние результаты' } },
  fields: [...headingAndIntroFields()],
}
