import type { Block } from 'payload'

/** The collapsible list of the group's companies (from the Subsidiaries collection) with a
 * category filter that highlights names. */
export const SubsidiariesConfig: Block = {
  slug: 'subsidiaries',
  interfaceName: 'SubsidiariesBlock',
  labels: { singular: { en: 'Subsidiaries panel', ru: 'Панель дочерних компаний' }, plural: { en: 'Subsidiaries panels', ru: 'Панели дочерних компаний' } },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, label: { en: 'Heading (the toggle)', ru: 'Заголовок (кнопка раскрытия)' } },
    { name: 'intro', type: 'textarea', localized: true, label: { en: 'Introduction', ru: 'Вступление' } },
  ],
}
