import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { adminMessage } from '../i18n'
import { auditRefusedUpdate } from './audit'

// Optimistic concurrency for documents staff edit by hand (customers, procedures). A save names
// the version it was made from: the document's `updatedAt`, which the admin's edit form loads
// with the other fields and sends back on save. A save made from a version that is no longer the
// stored one is refused (409), so a second editor working from a stale copy cannot silently
// overwrite the first one's changes (the form also sends back fields its user never touched,
// the balance among them). Saves with every right (the cabinet service, scripts, the seed) may
// name no version; staff saves must.

/** Versions already taken as the base of a save that is under way, so that of two saves from
 * the same version arriving together only the first passes: the check and the write are not one
 * database statement. Kept a few seconds, longer than a write takes, and shared by the two
 * Payload instances of the process (Next bundles its own copy of this module). */
const CLAIM_MS = 5_000
const claims: Map<string, number> = ((globalThis as { __veltranaSaveClaims?: Map<string, number> }).__veltranaSaveClaims ??= new Map())

function claim(key: string): boolean {
  const now = Date.now()
  for (const [k, until] of claims) if (until <= now) claims.delete(k)
  if (claims.has(key)) return false
  claims.set(key, now + CLAIM_MS)
  return true
}

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

/** Refuses a save whose version is not the stored one, and keeps the attempt in the history. */
export const refuseStaleSave: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const base = baseOf(data)
  if (!base) return data
  // Read again rather than trust the copy the operation loaded at its start.
  const stored = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })) as Record<
    string,
    unknown
  > | null
  const current = typeof stored?.updatedAt === 'string' ? Date.parse(stored.updatedAt) : NaN
  if (Date.parse(base) === current && claim(`${collection.slug}:${String(originalDoc.id)}:${current}`)) return data
  await auditRefusedUpdate(req, collection.slug, { ...originalDoc, ...stored }, data)
  throw new APIError(adminMessage(req, 'saveStale'), 409)
}
