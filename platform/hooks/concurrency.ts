import type { CollectionAfterErrorHook, CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { adminMessage } from '../adminTranslations'
import { replaceUpdatedAt } from '../conditionalWrite'
import { auditRefusedUpdate } from './audit'

// Optimistic concurrency for documents staff edit by hand (customers, procedures): a save names the
// `updatedAt` it was made from (the admin's form sends it back), and one made from a version no
// longer stored is refused (409), so a stale copy cannot overwrite another editor's changes (the
// form sends back untouched fields too, the balance among them). Only staff saves must name one.

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

/** Refuses a save whose version is not the stored one, keeping the attempt in the history. One
 * conditional write replaces the version only where it is still the save's base, so of two saves
 * from one version, in any processes, exactly one gets through. */
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

/** A save that failed after taking its version gives it back, so its author can correct the input
 * and save again from the same copy (Payload calls this on the REST error path the admin uses;
 * within a transaction the rollback has undone the claim already). */
export const releaseFailedSave: CollectionAfterErrorHook = async ({ context, req }) => {
  const claim = context[CLAIM] as Claim | undefined
  if (!claim) return
  delete context[CLAIM]
  await replaceUpdatedAt({ payload: req.payload }, claim.slug, claim.id, claim.claim, claim.base)
}
