import type { Payload } from 'payload'
import { MAIL_MESSAGES } from './MailMessages'
import { MAIL_QUEUE } from './queue'

/** Finished jobs of the mail queue go after a day: the message row keeps the record. */
export const JOB_KEEP_MS = 24 * 60 * 60_000
/** Sent, kept and failed messages go after 30 days. */
export const MESSAGE_KEEP_MS = 30 * 24 * 60 * 60_000

export async function pruneMail(payload: Payload, now = Date.now()): Promise<void> {
  await payload.db.deleteMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: MAIL_QUEUE } },
        { or: [{ completedAt: { exists: true } }, { hasError: { equals: true } }] },
        { updatedAt: { less_than: new Date(now - JOB_KEEP_MS).toISOString() } },
      ],
    },
  })
  await payload.delete({
    collection: MAIL_MESSAGES,
    where: {
      and: [{ status: { in: ['sent', 'kept', 'failed'] } }, { updatedAt: { less_than: new Date(now - MESSAGE_KEEP_MS).toISOString() } }],
    },
    overrideAccess: true,
  })
}
