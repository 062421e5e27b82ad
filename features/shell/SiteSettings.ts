import type { GlobalConfig } from 'payload'
import { anyone, canEditContent } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { imageField } from '../../platform/fields/image'
import { linkField } from '../../platform/fields/link'

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const

/** Everything brand-specific, so nothing about the group is hard-coded in the site. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', ru: 'Настройки сайта' },
  admin: { group: ADMIN_GROUPS.settings },
  access: { read: anyone, update: canEditContent },
  fields: [
    { name: 'brand', type: 'text', required: true, localized: true, label: { en: 'Brand name', ru: 'Название' } },
    { name: 'shortName', type: 'text', localized: true, label: { en: 'Short name', ru: 'Краткое название' } },
    imageField({ name: 'logo', required: false, label: { en: 'Logo', ru: 'Логотип' } }),
    { name: 'phone', type: 'text', label: { en: 'Phone', ru: 'Телефон' } },
    { name: 'email', type: 'email', label: { en: 'E-mail', ru: 'Эл. почта' } },
    { name: 'legalAddress', type: 'textarea', localized: true, label: { en: 'Legal address', ru: 'Юридический адрес' } },
    {
      name: 'social',
      type: 'array',
      label: { en: 'Social links', ru: 'Соцсети' },
      fields: [{ name: 'network', type: 'select', required: true, options: [...SOCIAL_NETWORKS, 'x'] }, linkField({ name: 'url', required: true })],
    },
    {
      name: 'location',
      type: 'group',
      label: { en: 'Map location', ru: 'Точка на карте' },
      fields: [
        { name: 'city', type: 'text', localized: true, label: { en: 'City', ru: 'Город' } },
        { name: 'address', type: 'textarea', localized: true, label: { en: 'Address', ru: 'Адрес' } },
        { name: 'lat', type: 'number', label: { en: 'Latitude', ru: 'Широта' } },
        { name: 'lng', type: 'number', label: { en: 'Longitude', ru: 'Долгота' } },
        { name: 'zoom', type: 'number', defaultValue: 15, label: { en: 'Zoom', ru: 'Масштаб' } },
      ],
    },
    {
      name: 'phoneRegion',
      type: 'text',
      defaultValue: 'RU',
      label: { en: 'Default phone region (ISO code)', ru: 'Регион телефонов по умолчанию (код ISO)' },
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? true : 'Two capital letters, e.g. RU'),
    },
  ],
}
