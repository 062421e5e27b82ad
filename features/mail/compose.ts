import { toPlainText } from '@react-email/render'
// The file itself: Node's ES module loader imports no directory (its index), in the built server too.
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { MailMessage } from '../../common/payload-types'
import { sender } from './transport.server'

export type Parts = { to: string; subject: string; html: string; text: string; headers: Record<string, string>; messageId: string }

/** One Message-ID per message, whatever the attempt: a process that dies between the SMTP
 * server's acceptance and its record of it sends the message again on the next attempt (no one
 * can know it went), and receivers recognise the copy by it. */
export function messageIdOf(message: Pick<MailMessage, 'id' | 'createdAt'>): string {
  return `<${message.id}.${Date.parse(message.createdAt).toString(36)}@${sender().address.split('@')[1] ?? 'localhost'}>`
}

/** The parts a message has once rendered; null before its template has been rendered. */
export function storedParts(message: MailMessage): Parts | null {
  if (!message.html) return null
  return {
    to: message.to,
    subject: message.subject ?? '',
    html: message.html,
    text: message.text || toPlainText(message.html),
    headers: (message.headers ?? {}) as Record<string, string>,
    messageId: messageIdOf(message),
  }
}

/** The whole message as the SMTP server receives it (RFC 5322), for the outbox's download. */
export function rawMessage(message: MailMessage, parts: Parts): Promise<Buffer> {
  const { name, address } = sender()
  return new MailComposer({ from: { name, address }, ...parts, date: new Date(message.createdAt) }).compile().build()
}
