import type { CollectionConfig } from 'payload'
import { canSeeCustomers } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { dollarsIntoCents, moneyFields } from '../../platform/fields/money'
import { auditProcedure, auditProcedureDelete } from '../../platform/hooks/audit'
import { refuseStaleSave, releaseFailedSave, requireSaveBase } from '../../platform/hooks/concurrency'

/** A customer's procedures, entered by back-office staff; every change is in the audit log. */
export const Procedures: CollectionConfig = {
  slug: 'procedures',
  labels: { singular: { en: 'Procedure', ru: 'Процедура' }, plural: { en: 'Procedures', ru: 'Процедуры' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'customer', 'priceDollars', 'paymentDate', 'status'],
    listSearchableFields: ['name', 'description'],
    ...customerDataAdmin,
  },
  access: { read: canSeeCustomers, create: canSeeCustomers, update: canSeeCustomers, delete: canSeeCustomers },
  defaultSort: '-paymentDate',
  hooks: {
    beforeOperation: [requireSaveBase],
    beforeValidate: [dollarsIntoCents('price')],
    beforeChange: [refuseStaleSave],
    afterError: [releaseFailedSave],
    afterChange: [auditProcedure],
    afterDelete: [auditProcedureDelete],
  },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, label: { en: 'Customer', ru: 'Клиент' } },
    { name: 'name', type: 'text', required: true, maxLength: 200, label: { en: 'Name', ru: 'Название' } },
    { name: 'description', type: 'textarea', maxLength: 2000, label: { en: 'Description', ru: 'Описание' } },
    {
      type: 'row',
      fields: [
        ...moneyFields('price', { en: 'Price', ru: 'Цена' }, { min: 0 }),
        { name: 'paymentDate', type: 'date', label: { en: 'Payment date', ru: 'Дата оплаты' }, admin: { date: { pickerAppearance: 'dayOnly' } } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'planned',
          // The dashboard shows each as its catalogue label, Dashboard_status_<value>.
          options: [
            { value: 'planned', label: { en: 'Planned', ru: 'Запланирована' } },
            { value: 'awaiting_payment', label: { en: 'Awaiting payment', ru: 'Ожидает оплаты' } },
            { value: 'paid', label: { en: 'Paid', ru: 'Оплачена' } },
            { value: 'completed', label: { en: 'Completed', ru: 'Выполнена' } },
            { value: 'cancelled', label: { en: 'Cancelled', ru: 'Отменена' } },
          ],
          label: { en: 'Status', ru: 'Статус' },
        },
      ],
    },
  ],
}
