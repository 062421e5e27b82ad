import type { FieldHook, NumberFieldSingleValidation } from 'payload'
import { imageField } from '../../platform/fields/image'
import { orderedContentCollection } from '../../platform/orderedContent'
import { GOVERNANCE_GROUPS, type GovernanceGroup } from './governanceGroups'

const GROUP_OPTIONS: { value: GovernanceGroup; label: { en: string; ru: string } }[] = [
  { value: 'board_of_directors', label: { en: 'Board of directors', ru: 'Совет директоров' } },
  { value: 'supervisory_committee', label: { en: 'Supervisory committee', ru: 'Ревизионная комиссия' } },
  { value: 'senior_management', label: { en: 'Senior management', ru: 'Высшее руководство' } },
]

type AppointmentRow = { group?: unknown }

/** The groups a person sits on, derived from their appointments, so the list can show and filter
 * them; kept in one place (the appointments) so the two can never disagree. */
const groupsFromAppointments: FieldHook = ({ siblingData, originalDoc }) => {
  const value: unknown = siblingData?.appointments ?? originalDoc?.appointments
  // This hook may run before the appointments are validated: a request can send anything there.
  const rows = (Array.isArray(value) ? value : []) as AppointmentRow[]
  return GOVERNANCE_GROUPS.filter((group) => rows.some((row) => row?.group === group))
}

const year = (value: unknown) =>
  value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 1900 && (value as number) <= 2100)
    ? true
    : 'Enter a four-digit year.'

const termEnd: NumberFieldSingleValidation = (value, { siblingData }) => {
  const valid = year(value)
  if (valid !== true) return valid
  const from = (siblingData as { termFrom?: unknown }).termFrom
  return typeof value === 'number' && typeof from === 'number' && value < from ? 'The term cannot end before it starts.' : true
}

/** People of the group: the leadership page shows those marked for it; the governance page lists
 * each person under every body they sit on (one appointment row per body, with its own role,
 * term and "since" date), so a director who is also an executive is entered once. */
export const Leaders = orderedContentCollection({
  slug: 'leaders',
  labels: { singular: { en: 'Leader', ru: 'Руководитель' }, plural: { en: 'Leaders', ru: 'Руководители' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['photo', 'name', 'position', 'groups', 'featured'],
    listSearchableFields: ['name', 'position'],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: { en: 'Name', ru: 'Имя' } },
    imageField({ name: 'photo', label: { en: 'Photo', ru: 'Фотография' } }),
    {
      name: 'position',
      type: 'text',
      localized: true,
      label: { en: 'Position', ru: 'Должность' },
      admin: {
        description: {
          en: 'The main title, shown under the name on the leadership page.',
          ru: 'Основная должность: показывается под именем на странице руководства.',
        },
      },
    },
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      label: { en: 'Biography', ru: 'Биография' },
      admin: { description: { en: 'Two or three sentences for the leadership page.', ru: 'Два-три предложения для страницы руководства.' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'age', type: 'number', min: 18, max: 120, label: { en: 'Age', ru: 'Возраст' } },
        { name: 'joinedYear', type: 'number', validate: year, label: { en: 'Year joined the group', ru: 'Год прихода в группу' } },
      ],
    },
    {
      name: 'appointments',
      type: 'array',
      label: { en: 'Governance appointments', ru: 'Должности в органах управления' },
      labels: { singular: { en: 'Appointment', ru: 'Должность' }, plural: { en: 'Appointments', ru: 'Должности' } },
      admin: {
        description: {
          en: 'One row per body the person sits on. No rows: the person appears on the leadership page only.',
          ru: 'По одной строке на каждый орган, в который входит человек. Без строк он показывается только на странице руководства.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'group', type: 'select', required: true, options: GROUP_OPTIONS, label: { en: 'Body', ru: 'Орган' } },
            { name: 'role', type: 'text', required: true, localized: true, label: { en: 'Role title', ru: 'Роль' } },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'since',
              type: 'date',
              label: { en: 'Director, supervisor or in office since', ru: 'В составе органа (в должности) с' },
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
            },
            { name: 'termFrom', type: 'number', validate: year, label: { en: 'Term of office from (year)', ru: 'Срок полномочий с (год)' } },
            {
              name: 'termTo',
              type: 'number',
              label: { en: 'Term of office to (year)', ru: 'Срок полномочий по (год)' },
              validate: termEnd,
            },
          ],
        },
      ],
    },
    {
      name: 'groups',
      type: 'select',
      hasMany: true,
      options: GROUP_OPTIONS,
      label: { en: 'Governance bodies', ru: 'Органы управления' },
      hooks: { beforeChange: [groupsFromAppointments] },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { en: 'Filled in from the appointments.', ru: 'Заполняется по должностям.' },
      },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Show on the leadership page', ru: 'Показывать на странице руководства' },
      admin: { position: 'sidebar' },
    },
  ],
})
