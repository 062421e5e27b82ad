import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { CUSTOMER_MESSAGES_PATH } from '../../common/customerMessages'
import { adminMessage } from '../../platform/adminTranslations'
import { noticeCustomer } from '../mail/index.server'

/** Set in a write's context by the cabinet service alone: the message is the signed-in
 * customer's. A REST or admin request cannot set a context, so theirs are always staff's. */
export const FROM_CUSTOMER = 'customerMessages.fromCustomer'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: string | number }).id : (value as string | number))

/** A new message belongs to its thread's customer and is the customer's only when the cabinet
 * service wrote it; whatever the request said of either is replaced. */
export const stampMessage: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const thread = await req.payload.findByID({ collection: 'customer-threads', id: idOf(data.thread), depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!thread) throw new APIError(adminMessage(req, 'messageThreadMissing'), 400, null, true)
  const fromCustomer = req.context[FROM_CUSTOMER] === true
  const staffId = !fromCustomer && req.user?.collection === 'users' ? req.user.id : null
  return { ...data, customer: idOf(thread.customer), author: fromCustomer ? 'customer' : 'staff', staffAuthor: staffId, readAt: null }
}

/** The thread follows its last message: new when the customer wrote, answered when back office
 * did; the customer hears of an answer by a notice that says nothing of it. */
export const afterMessage: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const status = doc.author === 'customer' ? 'new' : 'answered'
  await req.payload.update({
    collection: 'customer-threads',
    id: idOf(doc.thread),
    data: { status, lastMessageAt: doc.createdAt },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (doc.author === 'staff') await noticeCustomer(req.payload, doc.customer, 'message', CUSTOMER_MESSAGES_PATH)
  return doc
}
