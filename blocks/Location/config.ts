import type { Block } from 'payload'
import { headingField } from '../../platform/fields/headingAndIntro'

/** The head office: city, address and a map. The address and the map point come from Site
 * settings → Map location, so they are edited in one place. */
export const LocationConfig: Block = {
  slug: 'location',
  interfaceName: 'LocationBlock',
  labels: { singular: { en: 'Location map', ru: 'Карта с адресом' }, plural: { en: 'Location maps', ru: 'Карты с адресом' } },
  fields: [headingField({ required: true }), { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } }],
}
