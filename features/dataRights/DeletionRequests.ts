import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { LANGUAGES } from '../../common/languages'
import { canSeeCustomers, serviceOnly } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { customerField } from '../../platform/fields/customer'
import { isOverdue } from './dueDate'
import { eraseCustomer } from './erase'

export const DELETION_REQUESTS = 'deletion-requests'

const shown = { readOnly: true }

/** Approval is final and is the back office's: who and when are the server's to set, never the form's. */
const stampApproval: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data
  if (originalDoc?.status === 'approved') return { ...data, status: 'approved' }
  if (data.status !== 'approved') return data
  return { ...data, approvedAt: new Date().toISOString(), approvedBy: (req.user as { id?: number } | null)?.id ?? null }
}

/** Once approved, the account is erased, in the approval's own request. */
const eraseOnApproval: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'approved' || previousDoc?.status === 'approved') return doc
  const customer = typeof doc.customer === 'object' && doc.customer ? doc.customer.id : doc.customer
  await eraseCustomer(req.payload, customer, req)
  return doc
}

/** A customer's request to delete their account (made on the dashboard, or by withdrawing the cabinet's consent), to be
 * answered within 10 working days: the back office's queue, soonest due first, the overdue marked. Back office and admins
 * read them and approve one (which erases the account); nobody creates or removes one over REST or in the admin, and
 * editors never see them. */
export const DeletionRequests: CollectionConfig = {
  slug: DELETION_REQUESTS,
  labels: { singular: { en: 'Deletion request', ru: 'Запрос на удаление' }, plural: { en: 'Deletion requests', ru: 'Запросы на удаление' } },
  admin: { useAsTitle: 'key', defaultColumns: ['customer', 'requestedAt', 'dueAt', 'overdue', 'status'], ...customerDataAdmin },
  access: { read: canSeeCustomers, create: () => false, update: canSeeCustomers, delete: () => false },
  defaultSort: 'dueAt',
  hooks: { beforeChange: [stampApproval], afterChange: [eraseOnApproval] },
  fields: [
    customerField({ access: serviceOnly, admin: shown }),
    {
      name: 'requestedAt',
      type: 'date',
      required: true,
      access: serviceOnly,
      admin: { ...shown, date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Requested', ru: 'Получен' },
    },
    {
      name: 'dueAt',
      type: 'date',
      required: true,
      index: true,
      access: serviceOnly,
      admin: {
        ...shown,
        date: { pickerAppearance: 'dayOnly' },
        description: { en: '10 working days after the request.', ru: '10 рабочих дней после запроса.' },
      },
      label: { en: 'Answer by', ru: 'Ответить до' },
    },
    {
      name: 'overdue',
      type: 'checkbox',
      virtual: true,
      admin: shown,
      hooks: { afterRead: [({ siblingData }) => siblingData?.status !== 'approved' && isOverdue(siblingData?.dueAt as string | undefined)] },
      label: { en: 'Overdue', ru: 'Просрочен' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: { en: 'Waiting', ru: 'Ожидает' } },
        { value: 'approved', label: { en: 'Approved: account erased', ru: 'Одобрен: учётная запись удалена' } },
      ],
      admin: {
        description: { en: 'Approving erases the account at once; it cannot be undone.', ru: 'Одобрение сразу удаляет учётную запись; отменить его нельзя.' },
      },
      label: { en: 'Status', ru: 'Статус' },
    },
    { name: 'note', type: 'textarea', label: { en: 'Back office note', ru: 'Заметка бэк-офиса' } },
    {
      name: 'approvedAt',
      type: 'date',
      access: serviceOnly,
      admin: { ...shown, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Approved', ru: 'Одобрен' },
    },
    {
      name: 'approvedBy',
      type: 'relationship',
      relationTo: 'users',
      access: serviceOnly,
      admin: { ...shown, position: 'sidebar' },
      label: { en: 'Approved by', ru: 'Кто одобрил' },
    },
    // The customer's language, for the final notice.
    {
      name: 'language',
      type: 'select',
      options: [...LANGUAGES],
      defaultValue: 'en',
      access: serviceOnly,
      admin: { ...shown, position: 'sidebar' },
      label: { en: 'Language', ru: 'Язык' },
    },
    // One request per customer: `customer:<id>`. Two requests posted at once store one.
    { name: 'key', type: 'text', required: true, unique: true, index: true, access: serviceOnly, admin: { hidden: true } },
  ],
}
