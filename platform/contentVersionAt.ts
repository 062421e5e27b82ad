import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { bumpContentVersion } from './sharedContentVersion'

// Content whose page changes with the clock (an event is upcoming until it ends) queues a job for
// each such moment (platform/scheduledJobs.ts), which then moves the shared content version, so
// every process renders the page afresh; in the database, the jobs survive restarts.

export const MOVE_CONTENT_VERSION_TASK = 'moveContentVersion'

export const moveContentVersionTask: TaskConfig<'moveContentVersion'> = {
  slug: MOVE_CONTENT_VERSION_TASK,
  label: 'Refresh pages that change with time',
  inputSchema: [],
  // A version that did not move is seen on the next edit; a retry is not worth a stuck job.
  retries: 0,
  handler: async ({ req }) => {
    await bumpContentVersion(req.payload, req)
    return { output: {} }
  },
}

/**
 * Queues a content version move at each of `moments` still to come, unless one is queued for that
 * moment already (saving an event twice, or two events at one time, needs one move). A moment
 * that is dropped later (an event moved to another day) keeps its job: moving the version once
 * more costs one fresh render of each page.
 */
export async function moveContentVersionAt(payload: Payload, moments: Date[], req?: PayloadRequest, now = new Date()): Promise<void> {
  const coming = [...new Set(moments.map((moment) => moment.getTime()))].filter((time) => Number.isFinite(time) && time > now.getTime())
  for (const time of coming) {
    const waitUntil = new Date(time)
    const queued = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: MOVE_CONTENT_VERSION_TASK } }, { waitUntil: { equals: waitUntil.toISOString() } }, { completedAt: { exists: false } }],
      },
      overrideAccess: true,
      req,
    })
    if (queued.totalDocs === 0) await payload.jobs.queue({ task: MOVE_CONTENT_VERSION_TASK, input: {}, waitUntil, req })
  }
}
