import type { Payload, PayloadRequest } from 'payload'
import type { Language } from '../../common/languages'
import { MAIL_MESSAGES } from './MailMessages'
import type { TemplateData, TemplateName } from './templates/names'

// Every message enters here: one row in mail-messages (what it says, its state) and one job of
// Payload's queue that sends it, written in one transaction, so there is never a message without
// its job or the other way round. The job renders and sends later, in whichever server process
// claims it (features/mail/runner.ts); nothing here talks to an SMTP server.

export const MAIL_QUEUE = 'mail'
export const SEND_MAIL_TASK = 'sendMail'

export type Headers = Record<string, string>

/** A message written from one of the site's templates, rendered when it is sent. */
export type TemplateMail<N extends TemplateName = TemplateName> = {
  to: string
  language: Language
  template: N
  data: TemplateData<N>
  headers?: Headers
  /** Queued once per key: a second call with the same key queues nothing. */
  dedupeKey?: string
}

/** A message already written (Payload's own, such as the admin's password reset). */
export type WrittenMail = { to: string; subject: string; html: string; text?: string; language?: Language; headers?: Headers }

export type Queued = { queued: boolean; id: string | number | null }

type Tx = Partial<PayloadRequest> | undefined

export function queueMail<N extends TemplateName>(payload: Payload, mail: TemplateMail<N> | WrittenMail): Promise<Queued> {
  const data =
    'template' in mail
      ? { to: mail.to, language: mail.language, template: mail.template, data: mail.data, headers: mail.headers ?? {}, dedupeKey: mail.dedupeKey }
      : {
          to: mail.to,
          language: mail.language ?? 'en',
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers ?? {},
          template: 'written',
        }
  return inTransaction(payload, async (req) => {
    const doc = await payload.create({ collection: MAIL_MESSAGES, data: { ...data, status: 'queued' } as never, overrideAccess: true, req, depth: 0 })
    await payload.jobs.queue({ task: SEND_MAIL_TASK, input: { message: String(doc.id) }, queue: MAIL_QUEUE, req } as never)
    return { queued: true, id: doc.id }
  }).catch(async (error) => {
    // The same key queued before (or at the same moment by another process): nothing to do.
    if ('dedupeKey' in data && data.dedupeKey && (await findByKey(payload, data.dedupeKey)) !== null)
      return { queued: false, id: await findByKey(payload, data.dedupeKey) }
    throw error
  })
}

async function findByKey(payload: Payload, dedupeKey: string): Promise<string | number | null> {
  const found = await payload.find({
    collection: MAIL_MESSAGES,
    where: { dedupeKey: { equals: dedupeKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  return found.docs[0]?.id ?? null
}

/** Runs `work` in a transaction of its own (when the database has them), committed if it succeeds. */
async function inTransaction<T>(payload: Payload, work: (req: Tx) => Promise<T>): Promise<T> {
  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  const req: Tx = transactionID === undefined || transactionID === null ? undefined : { transactionID, payload }
  try {
    const result = await work(req)
    if (req) await payload.db.commitTransaction(transactionID as string | number)
    return result
  } catch (error) {
    if (req) await payload.db.rollbackTransaction(transactionID as string | number)
    throw error
  }
}
