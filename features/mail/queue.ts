import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { MailMessage } from '../../common/payload-types'
import { rawDb, sqliteTable } from '../../platform/rawDb'
import { MAIL_MESSAGES } from './MailMessages'
import type { TemplateData, TemplateName } from './templates/names'

// Every message enters here: one row in mail-messages (what it says, its state) and one job of
// Payload's queue that sends it; nothing here talks to an SMTP server. The row comes first and
// records that its job was queued, so a process dying between the two leaves a row without a
// job, which is found and given one (requeueOrphans, and at once when its key is queued again);
// a job queued twice for one row still sends once (deliverMessage claims the row).

export const MAIL_QUEUE = 'mail'
export const SEND_MAIL_TASK = 'sendMail'
/** A row still without its job this long after it was written was left by a process that died. */
export const ORPHAN_AFTER_MS = 60_000

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

export type Queued = { queued: boolean; id: string | number }

type Row = Pick<MailMessage, 'id' | 'jobQueued' | 'template'>

/** Mail to many at once (a news alert to every subscriber of a topic): sent after any other
 * message waiting, so a reset link or a confirmation never queues behind thousands of them. */
const BULK_TEMPLATES: ReadonlySet<string> = new Set<TemplateName>(['newsAlert'])

async function queueJob(payload: Payload, id: string | number, template: string | null | undefined): Promise<void> {
  // The queue runs due jobs by `waitUntil`, those without one first (SQLite and MongoDB sort an
  // empty value first). A bulk message's job is due since the epoch: at once, on any process's
  // clock, and after every message without one.
  const waitUntil = template && BULK_TEMPLATES.has(template) ? { waitUntil: new Date(0) } : {}
  await payload.jobs.queue({ task: SEND_MAIL_TASK, input: { message: String(id) }, queue: MAIL_QUEUE, ...waitUntil } as never)
  // The note leaves the row's version (updatedAt) alone: the job may be running already, in any
  // process, and claims the row by the version it read; a note that moved it would make that
  // claim fail and hold the message back for the retry's backoff.
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') await raw.db.run(sql`UPDATE ${sqliteTable(MAIL_MESSAGES)} SET job_queued = 1 WHERE id = ${id}`)
  else await raw.adapter.collections[MAIL_MESSAGES]!.updateOne({ _id: id }, { $set: { jobQueued: true } }, { timestamps: false })
}

async function findByKey(payload: Payload, dedupeKey: string): Promise<Row | null> {
  const found = await payload.find({
    collection: MAIL_MESSAGES,
    where: { dedupeKey: { equals: dedupeKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { jobQueued: true, template: true },
  })
  return (found.docs[0] as Row | undefined) ?? null
}

export async function queueMail<N extends TemplateName>(payload: Payload, mail: TemplateMail<N> | WrittenMail): Promise<Queued> {
  const data =
    'template' in mail
      ? { ...mail, headers: mail.headers ?? {} }
      : { ...mail, language: mail.language ?? 'en', headers: mail.headers ?? {}, template: 'written' }
  let row: Row
  try {
    row = (await payload.create({
      collection: MAIL_MESSAGES,
      data: { ...data, status: 'queued', jobQueued: false } as never,
      overrideAccess: true,
      depth: 0,
    })) as Row
  } catch (error) {
    // The same key queued before (or at this moment by another process): nothing to send again,
    // unless the process that wrote it died before queueing its job.
    const existing = 'dedupeKey' in data && data.dedupeKey ? await findByKey(payload, data.dedupeKey) : null
    if (!existing) throw error
    if (!existing.jobQueued) await queueJob(payload, existing.id, existing.template)
    return { queued: false, id: existing.id }
  }
  await queueJob(payload, row.id, data.template)
  return { queued: true, id: row.id }
}

/** Gives a job to every row left without one (its process died between the two writes). */
export async function requeueOrphans(payload: Payload, now = Date.now()): Promise<number> {
  const orphans = await payload.find({
    collection: MAIL_MESSAGES,
    where: { and: [{ jobQueued: { equals: false } }, { createdAt: { less_than: new Date(now - ORPHAN_AFTER_MS).toISOString() } }] },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    select: { template: true },
  })
  for (const row of orphans.docs) await queueJob(payload, row.id, row.template)
  return orphans.docs.length
}
