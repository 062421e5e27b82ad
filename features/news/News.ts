import type { CollectionConfig, FieldHook, PayloadRequest } from 'payload'
import { NEWS_SLUG_MAX, isNewsSlug } from '../../common/news'
import { NEWS_TOPICS, NEWS_TOPIC_LABELS } from '../../common/newsTopics'
import { draftContentAccess } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { adminMessage } from '../../platform/adminTranslations'
import { imageField } from '../../platform/fields/image'
import { scheduledDrafts } from '../../platform/scheduledDrafts'
import { alertOnFirstPublish, forgetAlertOnDelete } from '../updates/index.server'
import { slugFromHeadline } from './newsSlug'
import { checkReleaseParts, publishReleaseWithArticle, releaseField } from './release'

/** The English headline the slug is made from: the one being saved when the save is in
 * English, else the stored one; the headline being saved when there is no English one yet. */
async function englishHeadline(req: PayloadRequest, data: { headline?: unknown } | undefined, id: unknown): Promise<string> {
  const given = typeof data?.headline === 'string' ? data.headline : ''
  if (req.locale === 'en' || (typeof id !== 'number' && typeof id !== 'string')) return given
  const stored = await req.payload.findByID({
    collection: 'news',
    id,
    locale: 'en',
    fallbackLocale: false,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { headline: true },
    req,
  })
  return stored?.headline || given
}

/** `base`, or `base-2`, `base-3` … : the first no other article has. */
async function freeSlug(req: PayloadRequest, base: string, id: unknown): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const candidate = `${base.slice(0, NEWS_SLUG_MAX - suffix.length).replace(/-$/, '')}${suffix}`
    const others = id === undefined || id === null ? [] : [{ id: { not_equals: id } }]
    const { totalDocs } = await req.payload.count({
      collection: 'news',
      where: { and: [{ slug: { equals: candidate } }, ...others] },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return candidate
  }
}

/** An empty slug is made from the English headline (unique among the articles); one typed by
 * an editor is kept as typed, for validation to judge. */
const fillSlug: FieldHook = async ({ value, data, originalDoc, req }) => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  const id = (originalDoc as { id?: unknown } | undefined)?.id
  const base = slugFromHeadline(await englishHeadline(req, data, id))
  return base ? freeSlug(req, base, id) : value
}

/** News articles: each has its own page at /media/news/<slug>, and the newest are listed by the
 * home page's news column, the media page's news list and the RSS feed. Drafts stay with staff. */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { en: 'News item', ru: 'Новость' }, plural: { en: 'News', ru: 'Новости' } },
  admin: { useAsTitle: 'headline', defaultColumns: ['headline', 'date', 'label', '_status'], group: ADMIN_GROUPS.content },
  access: draftContentAccess,
  defaultSort: '-date',
  versions: scheduledDrafts,
  // Subscribers of the article's topic are mailed when it is first published (features/updates/alerts.ts).
  // The documents and events it releases go live with its first publication (./release.ts), told
  // by the alert's counter, so that hook runs before the alert's.
  hooks: { beforeChange: [checkReleaseParts], afterChange: [publishReleaseWithArticle, alertOnFirstPublish], afterDelete: [forgetAlertOnDelete] },
  fields: [
    { name: 'date', type: 'date', required: true, index: true, label: { en: 'Date', ru: 'Дата' }, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { en: 'Label', ru: 'Метка' },
      admin: { description: { en: 'A small tag above the headline, e.g. "Results".', ru: 'Короткая метка над заголовком, например «Результаты».' } },
    },
    {
      name: 'topic',
      type: 'select',
      defaultValue: 'press',
      options: NEWS_TOPICS.map((value) => ({ value, label: NEWS_TOPIC_LABELS[value] })),
      label: { en: 'Topic', ru: 'Тема' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Subscribers of this topic are e-mailed the article when it is first published.',
          ru: 'Подписчикам этой темы статья отправляется по почте при первой публикации.',
        },
      },
    },
    { name: 'headline', type: 'text', required: true, localized: true, label: { en: 'Headline', ru: 'Заголовок' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Address (slug)', ru: 'Адрес (slug)' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The end of the article’s address, /media/news/…; left empty, it is made from the English headline.',
          ru: 'Окончание адреса статьи, /media/news/…; если оставить поле пустым, оно будет составлено из английского заголовка.',
        },
      },
      hooks: { beforeValidate: [fillSlug] },
      validate: (value: unknown, { req }: { req: PayloadRequest }) => (isNewsSlug(value) ? true : adminMessage(req, 'newsSlugInvalid')),
    },
    imageField({
      description: { en: 'Shown at the top of the article and when it is shared.', ru: 'Показывается в начале статьи и при публикации ссылки в соцсетях.' },
    }),
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 320,
      label: { en: 'Summary', ru: 'Краткое содержание' },
      admin: {
        description: {
          en: 'One or two sentences: the article’s lead, its description in search results, when shared and in the RSS feed.',
          ru: 'Одно-два предложения: вводный абзац статьи и её описание в поиске, в соцсетях и в RSS-ленте.',
        },
      },
    },
    { name: 'body', type: 'richText', required: true, localized: true, label: { en: 'Text', ru: 'Текст' } },
    releaseField,
  ],
}
