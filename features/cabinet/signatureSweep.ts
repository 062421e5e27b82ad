import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { signaturesDir } from '../../common/env.server'

// Registration writes the signature (file, then record) and, one write later, the customer that
// points to it. The customer is a single insert, so it exists whole or not at all; but a
// registration cut off in between (the process killed, the machine down) leaves a signature
// nobody owns: a drawing of a person's hand that must not linger. Payload's SQLite adapter
// cannot put the two writes in one transaction here (its transactions take a second connection
// that other requests' writes then find locked), so the leftovers are swept instead.

/** Old enough that no registration can still be about to claim it, in this process or another. */
export const ORPHAN_AFTER_MS = 10 * 60 * 1000

type Row = { id: string | number; filename?: string | null; createdAt: string }

/** Remove signature records no customer points to, and files no record names, once they are
 * ORPHAN_AFTER_MS old. Returns how many of each went. */
export async function sweepOrphanSignatures(payload: Payload, now = Date.now()): Promise<{ records: number; files: number }> {
  const cutoff = now - ORPHAN_AFTER_MS
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const batch = await payload.find({
      collection: 'customer-signatures',
      sort: 'id',
      page,
      limit: 500,
      depth: 0,
      overrideAccess: true,
      select: { filename: true, createdAt: true },
    })
    rows.push(...(batch.docs as Row[]))
    if (!batch.hasNextPage) break
  }

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
