import type { CollectionConfig } from 'payload'
import type { ThreadStatus, ThreadType } from '../../common/customerMessages'
import { canSeeCustomers, isAdmin } from '../../platform/access/roles'
import { customerDataAdmin } from '../../platform/adminGroups'
import { choiceField } from '../../platform/fields/choice'
import { customerField } from '../../platform/fields/customer'
import type { Label } from '../../platform/fields/label'

export const THREAD_TYPE_LABELS: Record<ThreadType, Label> = {
  question: { en: 'Question', ru: 'Вопрос' },
  booking: { en: 'Book a procedure', ru: 'Запись на процедуру' },
  correction: { en: 'Correct my details', ru: 'Исправить мои данные' },
}

const THREAD_STATUS_LABELS: Record<ThreadStatus, Label> = {
  new: { en: 'New', ru: 'Новый' },
  answered: { en: 'Answered', ru: 'Отвечен' },
  closed: { en: 'Closed', ru: 'Закрыт' },
}

/** Back office's inbox: a customer's conversations, newest activity first, by status, with the
 * colleague handling each. The customer starts one from the cabinet; a message's arrival sets the
 * status (./messageHooks.ts); back office assigns and closes. */
export const CustomerThreads: CollectionConfig = {
  slug: 'customer-threads',
  labels: { singular: { en: 'Conversation', ru: 'Обращение' }, plural: { en: 'Inbox', ru: 'Обращения клиентов' } },
  admin: {
    ...customerDataAdmin,
    useAsTitle: 'type',
    defaultColumns: ['type', 'customer', 'status', 'assignee', 'lastMessageAt', 'createdAt'],
    listSearchableFields: ['type', 'status'],
  },
  access: { read: canSeeCustomers, create: canSeeCustomers, update: canSeeCustomers, delete: isAdmin },
  defaultSort: '-lastMessageAt',
  fields: [
    // A conversation never moves to another customer: its messages would go with it.
    customerField({ access: { update: () => false } }),
    { ...choiceField('type', { en: 'Type', ru: 'Тема' }, THREAD_TYPE_LABELS, 'question', { required: true }), index: true },
    { ...choiceField('status', { en: 'Status', ru: 'Статус' }, THREAD_STATUS_LABELS, 'new', { required: true }), index: true },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Only a colleague who may see customers can take a conversation.
      filterOptions: { role: { in: ['admin', 'backoffice'] } },
      label: { en: 'Assigned to', ru: 'Ответственный' },
    },
    {
      name: 'lastMessageAt',
      type: 'date',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Last message', ru: 'Последнее сообщение' },
    },
    {
      name: 'messages',
      type: 'join',
      collection: 'customer-messages',
      on: 'thread',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      admin: { defaultColumns: ['author', 'body', 'createdAt', 'readAt'] },
      label: { en: 'Messages', ru: 'Сообщения' },
    },
  ],
}
