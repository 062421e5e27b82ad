import type { Block } from 'payload'
import { headingField, introField } from '../../platform/fields/headingAndIntro'

/** The collapsible list of the group's companies (from the Subsidiaries collection) with a
 * category filter that highlights names. */
export const SubsidiariesConfig: Block = {
  slug: 'subsidiaries',
  interfaceName: 'SubsidiariesBlock',
  labels: { singular: { en: 'Subsidiaries panel', ru: 'Панель дочерних компаний' }, plural: { en: 'Subsidiaries panels', ru: 'Панели дочерних компаний' } },
  fields: [headingField({ required: true, label: { en: 'Heading (the toggle)', ru: 'Заголовок (кнопка раскрытия)' } }), introField()],
}
