import type { Access, CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { CONSENT_PURPOSES } from '../../common/consentPurposes'
import { canEditContent, roleOf } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'

/** Who may still change a version: editors and admins, and only while it is unpublished. A published version is what
 * people signed, so it never changes and is never deleted; a new wording is a new version. */
const whileUnpublished: Access = (args) => (canEditContent(args) ? { published: { equals: false } } : false)

/** Visitors read published versions; staff read drafts too. */
const publishedOrStaff: Access = ({ req }) => (roleOf(req) ? true : { published: { equals: true } })

/** A new document is the next version of its purpose (the unique key refuses a second one taken at the same moment);
 * publishing stamps the time once. */
const numberVersion: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    const newest = await req.payload.find({
      collection: 'consent-documents',
      where: { purpose: { equals: data.purpose } },
      sort: '-version',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    data.version = (newest.docs[0]?.version ?? 0) + 1
    data.key = `${data.purpose}/v${data.version}`
  }
  if (data.published && !originalDoc?.published) data.publishedAt = new Date().toISOString()
  return data
}

const serviceSet = { readOnly: true }

/** The consent texts, one document per version of a purpose (the cabinet's processing of personal and health data, the
 * updates' processing of the e-mail address, an enquiry's sender and message), in both languages, each on its own page (/consents/<purpose>, the
 * newest published; /consents/<purpose>/v<N>, any published one). Never part of the privacy policy or the terms. */
export const ConsentDocuments: CollectionConfig = {
  slug: 'consent-documents',
  labels: { singular: { en: 'Consent text', ru: 'Текст согласия' }, plural: { en: 'Consent texts', ru: 'Тексты согласий' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'purpose', 'version', 'published', 'publishedAt'],
    group: ADMIN_GROUPS.content,
    description: {
      en: 'A published version cannot be changed or deleted: people have agreed to it. To change the wording, create a new version of the purpose.',
      ru: 'Опубликованную версию нельзя изменить или удалить: люди дали на неё согласие. Чтобы изменить текст, создайте новую версию.',
    },
  },
  access: { read: publishedOrStaff, create: canEditContent, update: whileUnpublished, delete: whileUnpublished },
  defaultSort: '-version',
  hooks: { beforeChange: [numberVersion] },
  fields: [
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      options: [
        {
          value: CONSENT_PURPOSES[0],
          label: { en: 'Client cabinet: personal and health data', ru: 'Личный кабинет: персональные данные и данные о здоровье' },
        },
        { value: CONSENT_PURPOSES[1], label: { en: 'Updates: e-mail address', ru: 'Рассылка: адрес электронной почты' } },
        { value: CONSENT_PURPOSES[2], label: { en: 'Enquiries: what a visitor writes to us', ru: 'Обращения: то, что посетитель пишет нам' } },
      ],
      access: { update: () => false },
      label: { en: 'Purpose', ru: 'Цель' },
    },
    { name: 'version', type: 'number', index: true, admin: serviceSet, label: { en: 'Version', ru: 'Версия' } },
    // purpose/v<version>: one document per version, whichever process numbers it.
    { name: 'key', type: 'text', unique: true, index: true, admin: { hidden: true } },
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Заголовок' } },
    { name: 'body', type: 'richText', required: true, localized: true, label: { en: 'Text', ru: 'Текст' } },
    {
      name: 'published',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      index: true,
      label: { en: 'Published: shown on the site and asked for in the forms', ru: 'Опубликована: показывается на сайте и в формах' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      admin: { ...serviceSet, date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Published at', ru: 'Опубликована' },
    },
  ],
}
