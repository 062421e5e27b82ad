import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'

/** The investor relations contact: a named person, their role, e-mail and phone. */
export const IrContactConfig: Block = {
  slug: 'irContact',
  interfaceName: 'IrContactBlock',
  labels: {
    singular: { en: 'Investor relations contact', ru: 'Контакт для инвесторов' },
    plural: { en: 'Investor relations contacts', ru: 'Контакты для инвесторов' },
  },
  fields: [
    ...headingAndIntroFields({ headingRequired: true }),
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', ru: 'Имя' } },
    { name: 'role', type: 'text', required: true, localized: true, label: { en: 'Role', ru: 'Должность' } },
    { name: 'email', type: 'email', required: true, label: { en: 'E-mail', ru: 'Эл. почта' } },
    { name: 'phone', type: 'text', label: { en: 'Phone', ru: 'Телефон' } },
  ],
}
