import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { signaturesDir } from '../../common/env.server'

// A registration cut off between the signature and the customer (the process killed) leaves a drawing of a person's hand
// nobody owns, which must not linger. SQLite cannot put the two writes in one transaction here (measured: concurrent writes then
// fail, docs/decisions/012), so the leftovers are swept instead.

/** Old enough that no registration can still be about to claim it, in this process or another. */
export const ORPHAN_AFTER_MS = 10 * 60 * 1000

type Row = { id: string | number; filename?: string | null; createdAt: string }

/** Removes signature records no customer points to and files no record names, once ORPHAN_AFTER_MS old; how many went. */
export async function sweepOrphanSignatures(payload: Payload, now = Date.now()): Promise<{ records: number; files: number }> {
  const cutoff = now - ORPHAN_AFTER_MS
  const { docs } = await payload.find({
    collection: 'customer-signatures',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { filename: true, createdAt: true },
  })
  const rows = docs as Row[]

  const old = rows.filter((r) => Date.parse(r.createdAt) < cutoff)
  const owned = new Set<string>()
  for (let i = 0; i < old.length; i += 500) {
    const ids = old.slice(i, i + 500).map((r) => r.id)
    const customers = await payload.find({
      collection: 'customers',
      where: { signature: { in: ids } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { signature: true },
    })
    for (const c of customers.docs) owned.add(String(c.signature))
  }
  const orphans = old.filter((r) => !owned.has(String(r.id)))
  // Deleting the record deletes its file too.
  for (const r of orphans) await payload.delete({ collection: 'customer-signatures', id: r.id, overrideAccess: true })

  const named = new Set(rows.map((r) => r.filename))
  const dir = signaturesDir()
  let files = 0
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    if (named.has(name)) continue
    const file = path.join(dir, name)
    const stat = await fs.stat(file).catch(() => null)
    if (stat?.isFile() && stat.mtimeMs < cutoff) {
      await fs.rm(file, { force: true })
      files += 1
    }
  }
  if (orphans.length || files) payload.logger.info(`Removed ${orphans.length} signature records and ${files} files left by registrations that never finished.`)
  return { records: orphans.length, files }
}
