import type { Block } from 'payload'

/** The leadership page's grid: every leader marked "show on the leadership page", in order. */
export const LeadersGridBlock: Block = {
  slug: 'leadersGrid',
  interfaceName: 'LeadersGridBlock',
  labels: { singular: { en: 'Leaders grid', ru: 'Сетка руководителей' }, plural: { en: 'Leaders grids', ru: 'Сетки руководителей' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { en: 'Heading', ru: 'Заголовок' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
  ],
}
