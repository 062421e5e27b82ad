import { sql } from '@payloadcms/db-sqlite'
import type { JobsConfig, Payload } from 'payload'
import { moveContentVersionTask } from './contentVersionAt'
import { rawDb } from './rawDb'
import { onlyPublishersCancel } from './scheduledPublishCancel'

// Payload's jobs queue (scheduled publishing, content version moves) runs in every server process,
// each looking for due jobs every JOBS_POLL_MS. Payload's runner finds a job, then marks it, so two
// processes could take one; here a job is first claimed by one conditional write (processing:
// false → true) and only the winner runs it. The claim is a lease renewed while the job runs, so
// the job of a process that died is taken up again soon after.

const JOBS = 'payload-jobs'
/** Jobs looked at per pass; the rest wait for the next one. */
const BATCH = 10
/** A running job's claim is renewed this often; one not renewed for ABANDONED_MS was left by a
 * process that died while running it, and may be claimed again. */
const RENEW_MS = 5_000
const ABANDONED_MS = 30_000

const nobody = () => false

export const jobsConfig: JobsConfig = {
  // Jobs are the server's own (queued or cancelled through the Local API, by the server and the
  // admin's schedule drawer): no staff role touches them over REST, whatever Payload's defaults.
  access: { run: nobody, queue: nobody, cancel: nobody },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { create: nobody, read: nobody, readVersions: nobody, update: nobody, delete: nobody },
    hooks: { ...defaultJobsCollection.hooks, beforeDelete: [...(defaultJobsCollection.hooks?.beforeDelete ?? []), onlyPublishersCancel] },
  }),
  // A finished job stays, with its log, as the record of what was published when and by whom.
  deleteJobOnComplete: false,
  tasks: [moveContentVersionTask],
}

/** Which jobs a pass looks at, how many, and whether it may start the next one now. */
export type PassOptions = {
  /** Only this queue's jobs; `{ notIn }`: every queue but those, which have loops of their own. */
  queue?: string | { notIn: string[] }
  batch?: number
  /** Asked before each job is claimed; false ends the pass (a rate limit's budget is spent). */
  mayRun?: () => Promise<boolean>
  /** No log line per job, nor Payload's error line per failed attempt: a queue of messages, each of which keeps its
   * own record of every attempt and is logged when given up. */
  quiet?: boolean
}

/** One pass: claims and runs every due job it can; resolves to the number it ran. `now` decides
 * which jobs are due; whether a claim was abandoned is always judged by the clock, as its renewals
 * are written: a pass asked about a later moment must not take jobs other passes are running. */
export async function runDueJobs(payload: Payload, now = new Date(), { queue, batch = BATCH, mayRun, quiet }: PassOptions = {}): Promise<number> {
  const abandonedBefore = new Date(Date.now() - ABANDONED_MS)
  const queueWhere = queue === undefined ? [] : [{ queue: typeof queue === 'string' ? { equals: queue } : { not_in: queue.notIn } }]
  const due = await payload.db.find({
    collection: JOBS,
    limit: batch,
    pagination: false,
    sort: 'waitUntil',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { or: [{ processing: { equals: false } }, { updatedAt: { less_than: abandonedBefore.toISOString() } }] },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
        ...queueWhere,
      ],
    },
  })
  let ran = 0
  for (const job of due.docs as { id: string | number; taskSlug?: string | null }[]) {
    if (mayRun && !(await mayRun())) break
    if (!(await claimJob(payload, job.id, abandonedBefore))) continue
    const renewal = setInterval(() => {
      renewClaim(payload, job.id).catch((err) => payload.logger.error({ err, msg: 'scheduled jobs: renewing a claim failed' }))
    }, RENEW_MS)
    try {
      await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: quiet ? { error: true } : false })
    } finally {
      clearInterval(renewal)
    }
    if (!quiet) payload.logger.info(`scheduled job ${job.id} (${job.taskSlug ?? 'workflow'}) run`)
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

/** Tells the other processes that the job this one runs is still running. */
async function renewClaim(payload: Payload, id: string | number, now = new Date()): Promise<void> {
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') {
    await raw.db.run(sql`UPDATE payload_jobs SET updated_at = ${now.toISOString()} WHERE id = ${id} AND processing = 1 AND completed_at IS NULL`)
    return
  }
  await raw.adapter.collections[JOBS]!.updateOne({ _id: id, processing: true, completedAt: null }, { $set: { updatedAt: now } }, { timestamps: false })
}

/** Runs due jobs every `intervalMs` (and once now) until stopped; a pass never overlaps another.
 * `options.queue` chooses the jobs; a pass that ran a full batch is followed at once by another. */
export function runScheduledJobs(payload: Payload, intervalMs: number, options: PassOptions = {}): () => void {
  let running = false
  let stopped = false
  const pass = async () => {
    if (running) return
    running = true
    try {
      while ((await runDueJobs(payload, new Date(), options)) >= (options.batch ?? BATCH) && !stopped);
    } catch (err) {
      payload.logger.error({ err, msg: 'scheduled jobs: a pass failed' })
    } finally {
      running = false
    }
  }
  const timer = setInterval(pass, intervalMs)
  timer.unref()
  void pass()
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
