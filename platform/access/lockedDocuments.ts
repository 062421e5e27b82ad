import type { Access, AccessArgs, PayloadRequest, SanitizedConfig, Where } from 'payload'

// Payload's document locks are open to any signed-in staff user by default: a lock forged on a
// customer fails the back office's save with 423, and listing locks tells who edits which customer.
// So a lock goes with the right to edit what it locks, set on the built config (withLockAccess).

export const LOCKS = 'payload-locked-documents'

type Target = { collection?: string; id?: string | number; global?: string }

/** Whether the request's user may update the whole collection or global (a rule answering with a
 * query, like "one's own account", is not enough: a lock is listed by collection, not by id). */
async function updatableEverywhere(req: PayloadRequest, access: Access | undefined): Promise<boolean> {
  if (!req.user || !access) return false
  return (await access({ req } as AccessArgs)) === true
}

async function updatable(req: PayloadRequest) {
  const config = req.payload.config
  const collections: string[] = []
  for (const c of config.collections)
    if (c.slug !== LOCKS && c.lockDocuments !== false && (await updatableEverywhere(req, c.access.update))) collections.push(c.slug)
  const globals: string[] = []
  for (const g of config.globals) if (g.lockDocuments !== false && (await updatableEverywhere(req, g.access.update))) globals.push(g.slug)
  return { collections, globals }
}

/** Locks on what the user may update; nothing for anyone else. */
const lockQuery: Access = async ({ req }) => {
  if (!req.user) return false
  const { collections, globals } = await updatable(req)
  // One `equals` per slug: Payload refuses `in` on a polymorphic relationship's relationTo.
  const or: Where[] = [
    ...collections.map((slug): Where => ({ 'document.relationTo': { equals: slug } })),
    ...globals.map((slug): Where => ({ globalSlug: { equals: slug } })),
  ]
  return or.length ? { or } : false
}

function targetOf(data: unknown): Target | null {
  if (!data || typeof data !== 'object') return null
  const { document, globalSlug } = data as { document?: unknown; globalSlug?: unknown }
  if (typeof globalSlug === 'string' && globalSlug) return { global: globalSlug }
  if (document && typeof document === 'object') {
    const { relationTo, value } = document as { relationTo?: unknown; value?: unknown }
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
    if (typeof relationTo === 'string' && (typeof id === 'string' || typeof id === 'number')) return { collection: relationTo, id }
  }
  return null
}

/** A lock is held in the request's user's own name: taking one over is fine, forging another's is not. */
function ownedByUser(req: PayloadRequest, data: unknown): boolean {
  const owner = (data as { user?: { relationTo?: unknown; value?: unknown } } | undefined)?.user
  if (owner === undefined) return true
  const id = owner?.value && typeof owner.value === 'object' ? (owner.value as { id?: unknown }).id : owner?.value
  return owner?.relationTo === req.user?.collection && String(id) === String(req.user?.id)
}

/** Whether a lock on this target names something the user may update. */
async function mayLock(req: PayloadRequest, data: unknown): Promise<boolean> {
  const target = targetOf(data)
  if (!req.user || !target) return false
  const { collections, globals } = await updatable(req)
  return target.global ? globals.includes(target.global) : collections.includes(target.collection!)
}

const createLock: Access = async ({ req, data }) => ownedByUser(req, data) && (await mayLock(req, data))

const updateLock: Access = async (args) => {
  const { req, data } = args
  if (!ownedByUser(req, data)) return false
  const moves = data && typeof data === 'object' && ('document' in data || 'globalSlug' in data)
  if (moves && !(await mayLock(req, data))) return false
  return lockQuery(args)
}

/** Gives the built config's document-lock collection the rules above. */
export function withLockAccess(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKS)
  if (locks) locks.access = { ...locks.access, read: lockQuery, delete: lockQuery, create: createLock, update: updateLock }
  return config
}
