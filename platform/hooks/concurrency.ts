import type { CollectionAfterErrorHook, CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { adminMessage } from '../adminTranslations'
import { replaceUpdatedAt } from '../conditionalWrite'
import { auditRefusedUpdate } from './audit'

// Optimistic concurrency for documents staff edit by hand (customers, procedures). A save names
// the version it was made from: the document's `updatedAt`, which the admin's edit form loads
// with the other fields and sends back on save. A save made from a version that is no longer the
// stored one is refused (409), so a second editor working from a stale copy cannot silently
// overwrite the first one's changes (the form also sends back fields its user never touched,
// the balance among them). Saves with every right (the cabinet service, scripts, the seed) may
// name no version; staff saves must.

const baseOf = (data: unknown): string | undefined => {
  const value = (data as { updatedAt?: unknown } | null | undefined)?.updatedAt
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined
}

/** Staff saves (no overrideAccess) must carry the version they were made from. Whoever may not
 * update at all is left to Payload's access check, which answers them as before. */
export const requireSaveBase: CollectionBeforeOperationHook = async ({ args, collection, operation, overrideAccess, req }) => {
  if (operation !== 'update' || overrideAccess === true) return args
  if (!(await collection.access.update({ req }))) return args
  if (!baseOf((args as { data?: unknown }).data)) throw new APIError(adminMessage(req, 'saveBaseMissing'), 428)
  return args
}

/** The version a save under way took, in its request's context, for giving back on failure. */
const CLAIM = 'concurrency.claim'
type Claim = { slug: string; id: string | number; base: string; claim: string }

/**
 * Refuses a save whose version is not the stored one, and keeps the attempt in the history. The
 * check is one conditional write in the database: the stored version is replaced by a new one
 * only where it still is the save's base, so of two saves from one version, in any processes,
 * exactly one gets through; the other finds the version moved and is refused.
 */
export const refuseStaleSave: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const base = baseOf(data)
  if (!base) return data
  const claim = new Date().toISOString()
  if (await replaceUpdatedAt(req, collection.slug, originalDoc.id, base, claim)) {
    req.context[CLAIM] = { slug: collection.slug, id: originalDoc.id, base, claim } satisfies Claim
    return data
  }
  // The stored version as committed, read again rather than taken from the copy the operation
  // loaded at its start (and outside its transaction, which a conflict may have ended).
  const stored = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: originalDoc.id } } })) as Record<string, unknown> | null
  await auditRefusedUpdate(req, collection.slug, { ...originalDoc, ...stored }, data)
  throw new APIError(adminMessage(req, 'saveStale'), 409)
}

/**
 * A save that failed after taking its version (bad input found later, say) gives the version
 * back, so its author can correct the input and save again from the same copy. Payload calls
 * this on the REST API's error path, which the admin's form uses. Within a database transaction
 * the failure has undone the claim already and this changes nothing.
 */
export const releaseFailedSave: CollectionAfterErrorHook = async ({ context, req }) => {
  const claim = context[CLAIM] as Claim | undefined
  if (!claim) return
  delete context[CLAIM]
  await replaceUpdatedAt({ payload: req.payload }, claim.slug, claim.id, claim.claim, claim.base)
}
