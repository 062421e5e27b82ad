import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'

/** The leadership page's grid: every leader marked "show on the leadership page", in order. */
export const LeadersGridConfig: Block = {
  slug: 'leadersGrid',
  interfaceName: 'LeadersGridBlock',
  labels: { singular: { en: 'Leaders grid', ru: 'Сетка руководителей' }, plural: { en: 'Leaders grids', ru: 'Сетки руководителей' } },
  fields: [...headingAndIntroFields()],
}
