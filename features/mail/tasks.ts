import type { TaskConfig } from 'payload'
import { delivery } from './delivery'
import { MAIL_ATTEMPTS, MAIL_BACKOFF_MS } from './policy'
import { SEND_MAIL_TASK } from './queue'

/** The job that sends one message (features/mail/queue.ts queues it). */
const sendMailTask: TaskConfig = {
  slug: SEND_MAIL_TASK,
  label: 'Send a message',
  inputSchema: [{ name: 'message', type: 'text', required: true }],
  // Payload counts retries after the first attempt.
  retries: { attempts: MAIL_ATTEMPTS - 1, backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS }, shouldRestore: false },
  handler: async ({ input, req }) => {
    const id = (input as { message: string }).message
    await delivery()(req.payload, /^\d+$/.test(id) && req.payload.db.defaultIDType === 'number' ? Number(id) : id)
    return { output: {} }
  },
}

export const mailTasks: TaskConfig[] = [sendMailTask]
