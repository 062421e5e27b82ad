import type { EmailAdapter, SendEmailOptions } from 'payload'
import { isLanguage } from '../../common/languages'
import { queueMail } from './queue'
import { sender } from './transport.server'

type Recipient = SendEmailOptions['to']

function addresses(to: Recipient): string[] {
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).filter(Boolean)
}

/** Payload's `email`: what Payload sends itself (the admin's forgot-password message) joins the
 * site's own messages in the durable queue instead of going to SMTP at once; the queue's job
 * hands it to the nodemailer adapter (features/mail/transport.server.ts) or keeps it in the outbox. */
export const queuedEmailAdapter: EmailAdapter = ({ payload }) => {
  const { name, address } = sender()
  return {
    name: 'veltrana-mail-queue',
    defaultFromAddress: address,
    defaultFromName: name,
    sendEmail: async (message) => {
      const language = (message as { language?: unknown }).language
      for (const to of addresses(message.to)) {
        await queueMail(payload, {
          to,
          subject: message.subject ?? '',
          html: typeof message.html === 'string' ? message.html : '',
          text: typeof message.text === 'string' ? message.text : undefined,
          language: isLanguage(language) ? language : undefined,
        })
      }
      return { queued: true }
    },
  }
}
