import { APIError, type CollectionBeforeValidateHook, type CollectionConfig, type Field, type FieldAccess } from 'payload'
import { LANGUAGES } from '../../common/languages'
import { publicContentAccess, canSeeCustomers, roleOf } from '../../platform/access/roles'
import { ADMIN_GROUPS, customerDataAdmin } from '../../platform/adminGroups'
import { exportEndpoint } from './export'
import { FIELD_NAME, FIELD_TYPES, RESERVED_NAMES } from './fieldRules'

// What the site changes in the form builder's two collections (the plugin, wired in
// cms/forms.ts). Forms are content: anyone reads one (the site shows it), editors build them.
// Their recipients are staff addresses, read by staff only. Submissions are personal data: only
// the site's form action writes one (with the access check off), the back office and admins read,
// export and delete them, and nobody changes one.

type Fields = (args: { defaultFields: Field[] }) => Field[]

const staffOnly: FieldAccess = ({ req }) => Boolean(roleOf(req))

/** Where each form's messages go, and in which language each recipient reads them. */
const recipients: Field = {
  name: 'recipients',
  type: 'array',
  minRows: 1,
  required: true,
  access: { read: staffOnly },
  label: { en: 'Recipients', ru: 'Получатели' },
  admin: {
    description: {
      en: 'Each submission is mailed to every address here; the sender gets a copy in the language of the page.',
      ru: 'Каждое обращение отправляется на все эти адреса; отправитель получает копию на языке страницы.',
    },
  },
  fields: [
    { name: 'email', type: 'email', required: true, label: { en: 'E-mail', ru: 'Эл. почта' } },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: [...LANGUAGES], label: { en: 'Language', ru: 'Язык' } },
  ],
}

/** A field's name becomes an input's name and a column of the export; the site's own inputs keep theirs. */
const checkFieldNames: CollectionBeforeValidateHook = ({ data }) => {
  const seen = new Set<string>()
  for (const field of (data?.fields ?? []) as { blockType?: string; name?: string }[]) {
    if (field.blockType === 'message') continue
    const name = field.name ?? ''
    if (!FIELD_NAME.test(name) || RESERVED_NAMES.includes(name) || seen.has(name)) {
      throw new APIError(
        `Field name "${name}" must be unique, start with a letter, hold only letters, digits and _ (40 at most), and not be ${RESERVED_NAMES.join(', ')}.`,
        400,
        null,
        true,
      )
    }
    seen.add(name)
  }
  return data
}

/** The plugin's per-form e-mails are replaced by `recipients` (features/forms/mail.ts writes the messages). */
const formFields: Fields = ({ defaultFields }) => [...defaultFields.filter((field) => !('name' in field && field.name === 'emails')), recipients]

export const formsOverrides = {
  labels: { singular: { en: 'Form', ru: 'Форма' }, plural: { en: 'Forms', ru: 'Формы' } },
  admin: { group: ADMIN_GROUPS.content, defaultColumns: ['title', 'updatedAt'] },
  access: publicContentAccess,
  hooks: { beforeValidate: [checkFieldNames] },
  fields: formFields,
} satisfies Partial<Omit<CollectionConfig, 'fields'>> & { fields: Fields }

const serviceSet = { readOnly: true }

/** The plugin's own fields of a submission, labelled in both languages. */
const SUBMISSION_LABELS: Record<string, { en: string; ru: string }> = {
  form: { en: 'Form', ru: 'Форма' },
  submissionData: { en: 'Answers', ru: 'Ответы' },
}

const submissionFields: Fields = ({ defaultFields }) => [
  ...defaultFields.map((field) => ('name' in field && SUBMISSION_LABELS[field.name] ? { ...field, label: SUBMISSION_LABELS[field.name] } : field)),
  { name: 'language', type: 'select', options: [...LANGUAGES], admin: serviceSet, label: { en: 'Language of the page', ru: 'Язык страницы' } },
  { name: 'page', type: 'text', admin: serviceSet, label: { en: 'Sent from', ru: 'Отправлено со страницы' } },
  { name: 'consentVersion', type: 'number', admin: serviceSet, label: { en: 'Version of the consent text', ru: 'Версия текста согласия' } },
]

export const submissionsOverrides = {
  labels: { singular: { en: 'Form submission', ru: 'Обращение' }, plural: { en: 'Form submissions', ru: 'Обращения' } },
  admin: {
    ...customerDataAdmin,
    defaultColumns: ['form', 'language', 'page', 'createdAt'],
    components: { beforeListTable: ['/components/forms/SubmissionsCsvLink#SubmissionsCsvLink'] },
  },
  access: { read: canSeeCustomers, create: () => false, update: () => false, delete: canSeeCustomers },
  endpoints: [exportEndpoint],
  fields: submissionFields,
} satisfies Partial<Omit<CollectionConfig, 'fields'>> & { fields: Fields }

/** The field blocks editors may use: FIELD_TYPES on, the rest of the plugin's off. */
export const fieldBlocks = Object.fromEntries(
  ['checkbox', 'country', 'email', 'message', 'number', 'payment', 'select', 'state', 'text', 'textarea', 'upload', 'date', 'radio'].map((type) => [
    type,
    (FIELD_TYPES as readonly string[]).includes(type),
  ]),
)
