import type { CollectionConfig } from 'payload'
import { pageBlocks } from '../../blocks/configs'
import { normalizePath } from '../../common/pagePath'
import { draftContentAccess } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { imageField } from '../../platform/fields/image'
import { scheduledDrafts } from '../../platform/scheduledDrafts'
import { notePageMove, redirectMovedPage } from './redirectHooks'

/** Every public route is a page document addressed by its path ("home" for "/"). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', ru: 'Страница' }, plural: { en: 'Pages', ru: 'Страницы' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', '_status', 'updatedAt'], group: ADMIN_GROUPS.content },
  access: draftContentAccess,
  versions: scheduledDrafts,
  // A published page that changes its path leaves a 301 from the old one.
  hooks: { beforeChange: [notePageMove], afterChange: [redirectMovedPage] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Path', ru: 'Путь' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Address without the leading slash, e.g. about_us/history; "home" is the front page.',
          ru: 'Адрес без начальной косой черты, например about_us/history; «home» — главная страница.',
        },
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePath(value) : value)] },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/.test(value) ? true : 'Use lower-case letters, digits, "_" and "-", separated by "/".',
    },
    {
      name: 'seo',
      type: 'group',
      label: 'SEO',
      fields: [
        { name: 'description', type: 'textarea', localized: true, label: { en: 'Description', ru: 'Описание' } },
        imageField({ required: false, label: { en: 'Share image', ru: 'Изображение для соцсетей' } }),
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, label: { en: 'Layout', ru: 'Макет' } },
  ],
}
