import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { docAccessOperation, docAccessOperationGlobal, Forbidden } from 'payload'

// The admin's schedule drawer cancels a scheduled publication by deleting its job through the Local
// API, which skips the jobs collection's access; so the delete itself asks that a signed-in staff
// member may publish the job's document (the back office never cancels an editor's). The server's
// own deletes (no user) are not asked.

type Target = { doc?: { relationTo?: unknown; value?: unknown } | null; global?: unknown }

/** Whether the request's user may publish the job's document or global, by that collection's or
 * global's own access. */
async function mayPublish(req: PayloadRequest, input: Target | null | undefined): Promise<boolean> {
  const published = { _status: 'published' }
  const doc = input?.doc
  if (doc && typeof doc.relationTo === 'string' && (typeof doc.value === 'string' || typeof doc.value === 'number')) {
    const collection = req.payload.collections[doc.relationTo as keyof typeof req.payload.collections]
    if (!collection) return false
    return Boolean((await docAccessOperation({ id: doc.value, collection, data: published, req })).update)
  }
  const globalConfig = typeof input?.global === 'string' ? req.payload.config.globals.find(({ slug }) => slug === input.global) : undefined
  if (!globalConfig) return false
  return Boolean((await docAccessOperationGlobal({ globalConfig, data: published, req })).update)
}

export const onlyPublishersCancel: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  if (!req.user) return
  const job = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: id } }, req })) as {
    taskSlug?: string | null
    input?: Target | null
  } | null
  if (!job) return
  if (job.taskSlug !== 'schedulePublish' || !(await mayPublish(req, job.input))) throw new Forbidden(req.t)
}
