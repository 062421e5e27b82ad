import type { Payload, Where } from 'payload'
import { isThreadType, messageBodyError, normalizedBody, type ThreadStatus, type ThreadType } from '../../common/customerMessages'
import type { CustomerMessage, CustomerThread } from '../../common/payload-types'
import { allow, LIMITS } from '../../platform/rateLimit'
import { FROM_CUSTOMER } from './messageHooks'

// What a signed-in customer does with their conversations. The customer is always the session's
// (features/cabinet/signedIn.ts) and a condition of every query, so a thread's id in an address
// or a form never reaches another customer's conversation.

type Id = string | number

export type MessageFailure = { ok: false; status: 400 | 404 | 429; error: 'type' | 'empty' | 'tooLong' | 'tooMany' | 'notFound' }
export type Posted = { ok: true; threadId: string } | MessageFailure

export type ThreadView = { id: string; type: ThreadType; status: ThreadStatus; lastMessageAt: string; unread: number }
export type MessageView = { id: string; body: string; author: 'customer' | 'staff'; createdAt: string }

const ownedThread = async (payload: Payload, customerId: Id, threadId: string): Promise<CustomerThread | null> => {
  if (!/^\d{1,12}$|^[0-9a-f]{24}$/.test(threadId)) return null
  const found = await payload.find({
    collection: 'customer-threads',
    where: { and: [{ id: { equals: threadId } }, { customer: { equals: customerId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The body's failure, or the rate limit's (counted per customer in the database, for every
 * message they send, whichever conversation it goes to); null when the message may be sent. */
async function refusal(payload: Payload, customerId: Id, body: unknown): Promise<MessageFailure | null> {
  const error = messageBodyError(body)
  if (error) return { ok: false, status: 400, error }
  if (!(await allow(payload, 'customerMessage', String(customerId), LIMITS.customerMessage))) return { ok: false, status: 429, error: 'tooMany' }
  return null
}

async function send(payload: Payload, threadId: Id, body: unknown): Promise<void> {
  await payload.create({
    collection: 'customer-messages',
    data: { thread: threadId as number, body: normalizedBody(body) },
    overrideAccess: true,
    context: { [FROM_CUSTOMER]: true },
    depth: 0,
  })
}

/** A new conversation of `type`, with its first message. */
export async function startConversation(payload: Payload, customerId: Id, type: unknown, body: unknown): Promise<Posted> {
  if (!isThreadType(type)) return { ok: false, status: 400, error: 'type' }
  const refused = await refusal(payload, customerId, body)
  if (refused) return refused
  const thread = await payload.create({
    collection: 'customer-threads',
    data: { customer: customerId as number, type, status: 'new' },
    overrideAccess: true,
    depth: 0,
  })
  await send(payload, thread.id, body)
  return { ok: true, threadId: String(thread.id) }
}

/** The customer's next message in one of their conversations; a closed one opens again. */
export async function replyToConversation(payload: Payload, customerId: Id, threadId: string, body: unknown): Promise<Posted> {
  const thread = await ownedThread(payload, customerId, threadId)
  if (!thread) return { ok: false, status: 404, error: 'notFound' }
  const refused = await refusal(payload, customerId, body)
  if (refused) return refused
  await send(payload, thread.id, body)
  return { ok: true, threadId: String(thread.id) }
}

const unreadWhere = (customerId: Id): Where => ({ and: [{ customer: { equals: customerId } }, { author: { equals: 'staff' } }, { readAt: { exists: false } }] })

/** How many of back office's messages the customer has not opened yet. */
export async function unreadCount(payload: Payload, customerId: Id): Promise<number> {
  return (await payload.count({ collection: 'customer-messages', where: unreadWhere(customerId), overrideAccess: true })).totalDocs
}

/** The customer's conversations, the latest activity first, each with its unread answers. */
export async function listConversations(payload: Payload, customerId: Id): Promise<ThreadView[]> {
  const [threads, unread] = await Promise.all([
    payload.find({
      collection: 'customer-threads',
      where: { customer: { equals: customerId } },
      sort: '-lastMessageAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'customer-messages',
      where: unreadWhere(customerId),
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { thread: true },
    }),
  ])
  const perThread = new Map<string, number>()
  for (const message of unread.docs) perThread.set(String(message.thread), (perThread.get(String(message.thread)) ?? 0) + 1)
  return threads.docs.map((thread) => ({
    id: String(thread.id),
    type: thread.type,
    status: thread.status,
    lastMessageAt: thread.lastMessageAt ?? thread.createdAt,
    unread: perThread.get(String(thread.id)) ?? 0,
  }))
}

/** One of the customer's conversations with its messages, oldest first; opening it marks back
 * office's messages read. Null for a thread that is not theirs. */
export async function readConversation(payload: Payload, customerId: Id, threadId: string): Promise<{ thread: ThreadView; messages: MessageView[] } | null> {
  const thread = await ownedThread(payload, customerId, threadId)
  if (!thread) return null
  const found = await payload.find({
    collection: 'customer-messages',
    where: { thread: { equals: thread.id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const docs = found.docs as CustomerMessage[]
  const unread = docs.filter((m) => m.author === 'staff' && !m.readAt).length
  if (unread > 0) {
    await payload.update({
      collection: 'customer-messages',
      where: { and: [{ thread: { equals: thread.id } }, unreadWhere(customerId)] },
      data: { readAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  }
  return {
    thread: { id: String(thread.id), type: thread.type, status: thread.status, lastMessageAt: thread.lastMessageAt ?? thread.createdAt, unread },
    messages: docs.map((m) => ({ id: String(m.id), body: m.body, author: m.author === 'customer' ? 'customer' : 'staff', createdAt: m.createdAt })),
  }
}
