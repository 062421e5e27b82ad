import type { Block } from 'payload'
import { headingField } from '../../platform/fields/headingAndIntro'

/** The press office's contact: an e-mail address (a mailto: link) and an optional phone. */
export const MediaContactConfig: Block = {
  slug: 'mediaContact',
  interfaceName: 'MediaContactBlock',
  labels: { singular: { en: 'Media contact', ru: 'Контакт для СМИ' }, plural: { en: 'Media contacts', ru: 'Контакты для СМИ' } },
  fields: [
    headingField({ required: true }),
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
    { name: 'email', type: 'email', required: true, label: { en: 'E-mail', ru: 'Эл. почта' } },
    { name: 'phone', type: 'text', label: { en: 'Phone', ru: 'Телефон' } },
  ],
}
