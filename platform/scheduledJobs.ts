import { sql } from '@payloadcms/db-sqlite'
import type { JobsConfig, Payload } from 'payload'
import { moveContentVersionTask } from './contentVersionAt'
import { rawDb } from './rawDb'

// Payload's jobs queue (scheduled publishing of pages queues a `schedulePublish` job for the
// chosen time; content that changes with the clock queues a content version move,
// platform/contentVersionAt.ts) run inside every server process: each looks for due jobs every
// JOBS_POLL_MS, and a job runs once however many processes look. Payload's own runner finds jobs and then marks
// them as processing in a second step, so two processes can take the same job; here each job is
// first claimed with one conditional write in the database (processing: false → true), and only
// the process whose write changed the row runs it.

const JOBS = 'payload-jobs'
/** Jobs looked at per pass; the rest wait for the next one. */
const BATCH = 10
/** A job still marked as processing this long after its last change was left by a process that
 * died while running it (a run takes milliseconds), and may be claimed again. */
const ABANDONED_MS = 10 * 60_000

export const jobsConfig: JobsConfig = {
  // Jobs are run only by the loop below, which claims them; not on request through the REST API.
  access: { run: () => false },
  // A finished job stays, with its log, as the record of what was published when and by whom.
  deleteJobOnComplete: false,
  tasks: [moveContentVersionTask],
}

/** One pass: claims and runs every due job it can; resolves to the number it ran. */
export async function runDueJobs(payload: Payload, now = new Date()): Promise<number> {
  const abandonedBefore = new Date(now.getTime() - ABANDONED_MS)
  const due = await payload.db.find({
    collection: JOBS,
    limit: BATCH,
    pagination: false,
    sort: 'waitUntil',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { or: [{ processing: { equals: false } }, { updatedAt: { less_than: abandonedBefore.toISOString() } }] },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
      ],
    },
  })
  let ran = 0
  for (const job of due.docs as { id: string | number; taskSlug?: string | null }[]) {
    if (!(await claimJob(payload, job.id, abandonedBefore))) continue
    await payload.jobs.runByID({ id: job.id, overrideAccess: true })
    payload.logger.info(`scheduled job ${job.id} (${job.taskSlug ?? 'workflow'}) run`)
    ran += 1
  }
  return ran
}

/** Marks the job as processing if no one else has it (or its holder abandoned it); true when
 * this call did. Not finished, not failed for good. */
export async function claimJob(payload: Payload, id: string | number, abandonedBefore: Date): Promise<boolean> {
  const now = new Date().toISOString()
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') {
    const rows = await raw.db.all<{ id: unknown }>(sql`
      UPDATE payload_jobs SET processing = 1, updated_at = ${now}
      WHERE id = ${id} AND completed_at IS NULL AND coalesce(has_error, 0) = 0
        AND (coalesce(processing, 0) = 0 OR updated_at < ${abandonedBefore.toISOString()})
      RETURNING id`)
    return rows.length === 1
  }
  const result = await raw.adapter.collections[JOBS]!.updateOne(
    { _id: id, completedAt: null, hasError: { $ne: true }, $or: [{ processing: { $ne: true } }, { updatedAt: { $lt: abandonedBefore } }] },
    { $set: { processing: true, updatedAt: new Date(now) } },
    { timestamps: false },
  )
  return result.modifiedCount === 1
}

/** Runs due jobs every `intervalMs` (and once now) until stopped; a pass never overlaps another. */
export function runScheduledJobs(payload: Payload, intervalMs: number): () => void {
  let running = false
  const pass = () => {
    if (running) return
    running = true
    runDueJobs(payload)
      .catch((err) => payload.logger.error({ err, msg: 'scheduled jobs: a pass failed' }))
      .finally(() => {
        running = false
      })
  }
  const timer = setInterval(pass, intervalMs)
  timer.unref()
  pass()
  return () => clearInterval(timer)
}
