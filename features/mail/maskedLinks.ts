import type { CollectionAfterReadHook } from 'payload'
import { loopbackServer } from '../../common/env.server'
import type { MailMessage } from '../../common/payload-types'
import { maskSecrets } from '../../common/secretLinks'

// The outbox never hands an admin a link that is someone else's to follow (a password reset, a subscriber's confirmation,
// preferences or unsubscribe): every read of a message, the admin's, REST's and the .eml's, shows its tokens masked
// (common/secretLinks.ts), and a message is stored masked once done with. Only the delivery reads it whole. A message kept
// because no SMTP service is configured is shown whole on a loopback server alone, where the outbox is the developer's
// mailbox; anywhere else it is stored masked like a sent one: nobody but its addressee may hold its links.

type Maskable = Pick<MailMessage, 'html' | 'text' | 'data' | 'headers'>

const maskJson = (value: unknown) => (value === null || value === undefined ? value : JSON.parse(maskSecrets(JSON.stringify(value))))

/** The message's parts and what they are written from, with every token masked; fields absent stay absent. */
export function maskedFields(message: Partial<Maskable>): Partial<Maskable> {
  const masked: Partial<Maskable> = {}
  if (typeof message.html === 'string') masked.html = maskSecrets(message.html)
  if (typeof message.text === 'string') masked.text = maskSecrets(message.text)
  if (message.data !== undefined) masked.data = maskJson(message.data)
  if (message.headers !== undefined) masked.headers = maskJson(message.headers)
  return masked
}

/** A kept message keeps its links only where the outbox is the developer's own mailbox. */
export const keptWhole = (): boolean => loopbackServer()

/** The context flag with which the delivery reads a message whole. */
export const WHOLE = 'mailDeliveryReadsWhole'

export const maskOnRead: CollectionAfterReadHook = ({ doc, context }) => {
  if (context?.[WHOLE] || (doc.status === 'kept' && keptWhole())) return doc
  return { ...doc, ...maskedFields(doc) }
}
