import type { CollectionConfig, FieldAccess } from 'payload'
import { MESSAGE_MAX_LENGTH, messageBodyError, normalizedBody } from '../../common/customerMessages'
import { canSeeCustomers, isAdmin } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { adminMessage } from '../../platform/adminTranslations'
import { afterMessage, stampMessage } from './messageHooks'

/** Set by the server alone (./messageHooks.ts), whatever a request sends. */
const serverSet: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/** One message of a conversation, the customer's (written through the cabinet only) or back
 * office's (in the admin or over REST). Who wrote it and for which customer is the server's to
 * say; once sent, a message is not changed. */
export const CustomerMessages: CollectionConfig = {
  slug: 'customer-messages',
  labels: { singular: { en: 'Message', ru: 'Сообщение' }, plural: { en: 'Messages', ru: 'Сообщения' } },
  admin: { ...customerDataAdmin, useAsTitle: 'body', defaultColumns: ['thread', 'customer', 'author', 'body', 'createdAt', 'readAt'] },
  access: { read: canSeeCustomers, create: canSeeCustomers, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [stampMessage], afterChange: [afterMessage] },
  fields: [
    { name: 'thread', type: 'relationship', relationTo: 'customer-threads', required: true, index: true, label: { en: 'Conversation', ru: 'Обращение' } },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: MESSAGE_MAX_LENGTH,
      hooks: { beforeValidate: [({ value }) => normalizedBody(value)] },
      validate: (value: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) => {
        const error = messageBodyError(value)
        return error ? adminMessage(req, error === 'empty' ? 'messageEmpty' : 'messageTooLong', { max: String(MESSAGE_MAX_LENGTH) }) : true
      },
      label: { en: 'Message', ru: 'Сообщение' },
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      access: serverSet,
      admin: { readOnly: true },
      label: { en: 'Customer', ru: 'Клиент' },
    },
    {
      name: 'author',
      type: 'select',
      options: [
        { value: 'customer', label: { en: 'Customer', ru: 'Клиент' } },
        { value: 'staff', label: { en: 'Back office', ru: 'Сотрудник' } },
      ],
      index: true,
      access: serverSet,
      admin: { readOnly: true },
      label: { en: 'From', ru: 'От кого' },
    },
    {
      name: 'staffAuthor',
      type: 'relationship',
      relationTo: 'users',
      access: serverSet,
      admin: { readOnly: true },
      label: { en: 'Written by', ru: 'Написал' },
    },
    {
      name: 'readAt',
      type: 'date',
      index: true,
      access: serverSet,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Read by the customer', ru: 'Прочитано клиентом' },
    },
  ],
}
