import type { CollectionConfig } from 'payload'
import { DOCUMENT_KINDS, DOCUMENT_PERIODS, FIRST_YEAR, LAST_YEAR } from '../../common/investors'
import { draftContentAccess } from '../../platform/access/roles'
import { ADMIN_GROUPS } from '../../platform/adminGroups'
import { scheduledDrafts } from '../../platform/scheduledDrafts'
import { DOCUMENT_KIND_LABELS, DOCUMENT_PERIOD_LABELS } from './kindLabels'

const fileField = (name: 'fileEn' | 'fileRu', required: boolean, label: { en: string; ru: string }, description: { en: string; ru: string }) =>
  ({ name, type: 'upload', relationTo: 'document-files', required, label, admin: { description } }) as const

/** Reports, presentations and other investor documents: listed in the library, newest first,
 * each with an English file and, when there is one, a Russian file (Russian readers are offered
 * the English one otherwise). A draft, and its files, stay with staff until it is published, at
 * once or at a time set in advance (a results report released with the news at 07:00). */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { en: 'Document', ru: 'Документ' }, plural: { en: 'Documents', ru: 'Документы' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'year', 'period', 'date', '_status'], group: ADMIN_GROUPS.investors },
  access: draftContentAccess,
  versions: scheduledDrafts,
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', ru: 'Название' } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          label: { en: 'Kind', ru: 'Вид' },
          options: DOCUMENT_KINDS.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] })),
        },
        { name: 'year', type: 'number', required: true, index: true, min: FIRST_YEAR, max: LAST_YEAR, label: { en: 'Year', ru: 'Год' } },
        {
          name: 'period',
          type: 'select',
          required: true,
          defaultValue: 'year',
          label: { en: 'Period', ru: 'Период' },
          options: DOCUMENT_PERIODS.map((value) => ({ value, label: DOCUMENT_PERIOD_LABELS[value] })),
        },
      ],
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      label: { en: 'Publication date', ru: 'Дата публикации' },
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    fileField('fileEn', true, { en: 'File in English', ru: 'Файл на английском' }, { en: 'PDF, XLSX or ZIP.', ru: 'PDF, XLSX или ZIP.' }),
    fileField(
      'fileRu',
      false,
      { en: 'File in Russian', ru: 'Файл на русском' },
      { en: 'Optional: without it, Russian readers get the English file.', ru: 'Необязательно: без него читателям на русском предлагается английский файл.' },
    ),
  ],
}
