// A real Payload on a temporary SQLite file (bootTestPayload) whose mail goes to a real SMTP
// server on loopback, with the UI strings the messages are written from; `drain` sends what is
// queued as a server process would.
import type { Payload } from 'payload'
import { resetEnv } from '../../common/env.server'
import '../../features/mail/deliver.server'
import { MAIL_QUEUE } from '../../features/mail/queue'
import { seedTranslations } from '../../features/translations/seed'
import { runDueJobs } from '../../platform/scheduledJobs'
import { bootTestPayload, type TestCms } from './payload'
import { startSmtpReceiver, type SmtpReceiver } from './smtpReceiver'

export type Mailbox = { cms: TestCms; payload: Payload; smtp: SmtpReceiver; drain: () => Promise<void>; close: () => Promise<void> }

export async function bootWithMailbox(): Promise<Mailbox> {
  const smtp = await startSmtpReceiver()
  process.env.SMTP_URL = smtp.url
  const cms = await bootTestPayload()
  await seedTranslations(cms.payload)
  return {
    cms,
    payload: cms.payload,
    smtp,
    drain: async () => {
      while ((await runDueJobs(cms.payload, new Date(), { queue: MAIL_QUEUE, batch: 50, quiet: true })) > 0);
    },
    close: async () => {
      delete process.env.SMTP_URL
      resetEnv()
      await cms.close()
      await smtp.stop()
    },
  }
}
