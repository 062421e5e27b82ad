// A customer's conversations with back office: their kinds, states and the one rule for a
// message's body, shared by the collection (admin and REST), the cabinet's forms and their
// handling on the server.

export const THREAD_TYPES = ['question', 'booking', 'correction'] as const
export type ThreadType = (typeof THREAD_TYPES)[number]

/** New: the customer wrote last; answered: back office did; closed: back office closed it. */
export const THREAD_STATUSES = ['new', 'answered', 'closed'] as const
export type ThreadStatus = (typeof THREAD_STATUSES)[number]

/** The longest message, in characters: a long letter fits, a pasted file does not. */
export const MESSAGE_MAX_LENGTH = 5000

export const CUSTOMER_MESSAGES_PATH = '/dashboard/messages'

/** Where the signed-in customer reads one of their conversations. */
export const conversationPath = (id: string | number) => `${CUSTOMER_MESSAGES_PATH}/${encodeURIComponent(String(id))}`

export function isThreadType(value: unknown): value is ThreadType {
  return typeof value === 'string' && (THREAD_TYPES as readonly string[]).includes(value)
}

/** A body as it is stored: plain text, line ends as \n, without surrounding blank space. */
export function normalizedBody(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''
}

/** What is wrong with a message's body, or null: it must hold text, at most MESSAGE_MAX_LENGTH
 * characters (counted as a reader counts them, not in UTF-16 units). */
export function messageBodyError(value: unknown): 'empty' | 'tooLong' | null {
  const body = normalizedBody(value)
  if (!body) return 'empty'
  return [...body].length > MESSAGE_MAX_LENGTH ? 'tooLong' : null
}
