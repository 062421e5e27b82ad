import type { CollectionConfig } from 'payload'
import { canEditContent, staffOrRedirectReader } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { repointRedirectsHere, skipRedirectedTarget, spellFrom, validateFrom, validateTo } from './redirectHooks'

/** Old addresses and where they lead now: the site answers a path no page has with its
 * redirect. Moving a page adds one by itself (features/pages/redirectHooks.ts). */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { en: 'Redirect', ru: 'Перенаправление' }, plural: { en: 'Redirects', ru: 'Перенаправления' } },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'type', 'updatedAt'],
    listSearchableFields: ['from', 'to'],
    group: ADMIN_GROUPS.settings,
    pagination: { defaultLimit: 100 },
  },
  access: { read: staffOrRedirectReader, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'from',
  hooks: { beforeChange: [skipRedirectedTarget], afterChange: [repointRedirectsHere] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'From path', ru: 'Откуда (путь)' },
      hooks: { beforeValidate: [spellFrom] },
      validate: validateFrom,
      admin: {
        description: {
          en: 'An address on this site, e.g. /about/old-page. Stored without the query and the trailing slash.',
          ru: 'Адрес на этом сайте, например /about/old-page. Сохраняется без параметров запроса и без косой черты в конце.',
        },
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: { en: 'To (path or address)', ru: 'Куда (путь или адрес)' },
      validate: validateTo,
      admin: {
        description: {
          en: 'A path on this site (/about_us) or a full address (https://…).',
          ru: 'Путь на этом сайте (/about_us) или полный адрес (https://…).',
        },
      },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: '301',
      label: { en: 'Type', ru: 'Тип' },
      options: [
        { value: '301', label: { en: '301 — moved for good', ru: '301 — перемещено навсегда' } },
        { value: '302', label: { en: '302 — moved for now', ru: '302 — перемещено временно' } },
      ],
    },
  ],
}
