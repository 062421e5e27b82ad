import type { Block } from 'payload'
import { headingField } from '../../platform/fields/headingAndIntro'

export const SOCIAL_LINK_NETWORKS = ['x', 'facebook', 'linkedin', 'youtube', 'instagram', 'twitter'] as const

/** Links to the group's social accounts; the addresses come from the site settings. */
export const SocialLinksConfig: Block = {
  slug: 'socialLinks',
  interfaceName: 'SocialLinksBlock',
  labels: { singular: { en: 'Social links', ru: 'Соцсети' }, plural: { en: 'Social links', ru: 'Соцсети' } },
  fields: [
    headingField({ required: true }),
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', ru: 'Текст' } },
    {
      name: 'networks',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['x', 'facebook', 'linkedin', 'youtube'],
      label: { en: 'Networks, in this order', ru: 'Соцсети в этом порядке' },
      admin: { description: { en: 'Their addresses are set in Site settings.', ru: 'Адреса задаются в настройках сайта.' } },
      options: SOCIAL_LINK_NETWORKS.map((value) => ({ value, label: value === 'x' ? 'X' : value[0]!.toUpperCase() + value.slice(1) })),
    },
  ],
}
