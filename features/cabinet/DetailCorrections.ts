import type { CollectionConfig } from 'payload'
import { CUSTOMER_DETAILS, type CustomerDetail } from '../../common/customerDetails'
import { canSeeCustomers } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { customerField } from '../../platform/fields/customer'
import type { Label } from '../../platform/fields/label'

export const DETAIL_CORRECTIONS = 'detail-corrections'

const DETAIL_LABELS: Record<CustomerDetail, Label> = {
  firstName: { en: 'First name', ru: 'Имя' },
  lastName: { en: 'Last name', ru: 'Фамилия' },
  email: { en: 'E-mail', ru: 'Эл. почта' },
  phone: { en: 'Phone', ru: 'Телефон' },
  address: { en: 'Full address', ru: 'Полный адрес' },
}

/** The notices "back office changed your details" the customer sees on the dashboard until dismissing them: one per staff
 * save that changed any (features/cabinet/corrections.ts), naming the fields only. Written by the service alone; back
 * office reads them beside the change history. */
export const DetailCorrections: CollectionConfig = {
  slug: DETAIL_CORRECTIONS,
  labels: {
    singular: { en: 'Details change notice', ru: 'Уведомление об изменении данных' },
    plural: { en: 'Details change notices', ru: 'Уведомления об изменении данных' },
  },
  admin: { ...customerDataAdmin, defaultColumns: ['customer', 'fields', 'createdAt', 'dismissedAt'] },
  access: { read: canSeeCustomers, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    customerField({ admin: { readOnly: true } }),
    {
      name: 'fields',
      type: 'select',
      hasMany: true,
      required: true,
      options: CUSTOMER_DETAILS.map((value) => ({ value, label: DETAIL_LABELS[value] })),
      admin: { readOnly: true },
      label: { en: 'Changed fields', ru: 'Изменённые поля' },
    },
    {
      name: 'dismissedAt',
      type: 'date',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Dismissed by the customer', ru: 'Скрыто клиентом' },
    },
  ],
}
