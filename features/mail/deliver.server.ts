import type { Payload } from 'payload'
import type { MailMessage } from '../../common/payload-types'
import { replaceUpdatedAt } from '../../platform/conditionalWrite'
import { messageIdOf, storedParts, type Parts } from './compose'
import { registerDelivery } from './delivery'
import { MAIL_MESSAGES } from './MailMessages'
import { keptWhole, maskedFields, WHOLE } from './maskedLinks'
import { MAIL_ATTEMPTS } from './policy'
import { renderTemplate } from './render.server'
import { isTemplateName } from './templates/names'
import { smtpSender } from './transport.server'

async function readMessage(payload: Payload, id: string | number): Promise<MailMessage | null> {
  return (await payload.findByID({
    collection: MAIL_MESSAGES,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    context: { [WHOLE]: true },
  })) as MailMessage | null
}

/** The message's parts, rendering its template the first time (the rendering is kept, so every
 * attempt sends the same words and the outbox shows them). */
export async function renderedParts(payload: Payload, message: MailMessage): Promise<Parts> {
  const stored = storedParts(message)
  if (stored || !isTemplateName(message.template))
    return stored ?? { to: message.to, subject: message.subject ?? '', html: '', text: message.text ?? '', headers: {}, messageId: messageIdOf(message) }
  const rendered = await renderTemplate(payload, message.template, message.language ?? 'en', (message.data ?? {}) as Record<string, unknown>)
  await payload.update({ collection: MAIL_MESSAGES, id: message.id, data: rendered, overrideAccess: true, depth: 0 })
  return storedParts({ ...message, ...rendered })!
}

/** Sends one queued message: to SMTP_URL when set, else keeps it in the outbox. Idempotent: a
 * message already sent, kept or given up is left alone. A refusal or an unreachable server is
 * recorded with the server's answer and thrown, so that the job is retried with backoff; a
 * permanent refusal (5xx) or the last attempt marks it failed. */
export async function deliverMessage(payload: Payload, id: string | number): Promise<void> {
  const message = await readMessage(payload, id)
  if (!message || message.status === 'sent' || message.status === 'kept' || message.status === 'failed') return
  // One attempt at a time: of two jobs for one message (see queue.ts), the one that moves the
  // row's version first sends; the other finds nothing to do when it runs again.
  if (!(await replaceUpdatedAt({ payload }, MAIL_MESSAGES, message.id, message.updatedAt, new Date().toISOString()))) {
    throw new Error(`mail: message ${message.id} is being sent by another job`)
  }
  const mail = await renderedParts(payload, message)
  const write = (data: Partial<MailMessage>) => payload.update({ collection: MAIL_MESSAGES, id, data, overrideAccess: true, depth: 0 })
  // Once done with, a message is stored with its links masked (maskedLinks.ts).
  const masked = () => maskedFields({ html: mail.html, text: mail.text, data: message.data, headers: message.headers })
  const send = smtpSender(payload)
  if (!send) {
    await write({ status: 'kept', ...(keptWhole() ? {} : masked()) })
    return
  }
  try {
    await (
      await send
    )({ ...mail })
  } catch (error) {
    const attempts = (message.attempts ?? 0) + 1
    const { response, responseCode } = error as { response?: string; responseCode?: number }
    // A 5xx answer is the server's final word (no such mailbox, refused as spam): asking again
    // would get the same. Anything else (4xx, no connection) may pass later.
    const final = attempts >= MAIL_ATTEMPTS || (typeof responseCode === 'number' && responseCode >= 500)
    const answer = response ?? (error as Error).message ?? String(error)
    await write({ status: final ? 'failed' : 'retrying', attempts, lastError: answer.slice(0, 2000), ...(final ? masked() : {}) })
    if (final) {
      payload.logger.warn({ msg: 'mail: a message could not be sent', message: id, answer })
      return
    }
    throw error
  }
  await write({ status: 'sent', attempts: (message.attempts ?? 0) + 1, sentAt: new Date().toISOString(), lastError: null, ...masked() })
}

registerDelivery(deliverMessage)
