import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import { mongoSession, rawDb, sqliteTable } from './rawDb'

/**
 * Sets a document's `updatedAt` to `next` only where it is still `expected`, in one statement;
 * true when it was. Of several such writes from one `expected`, in any number of processes,
 * exactly one succeeds. Inside the request's transaction when it has one, so a failed save
 * undoes it.
 */
export async function replaceUpdatedAt(
  req: Pick<PayloadRequest, 'payload'> & Partial<Pick<PayloadRequest, 'transactionID'>>,
  slug: string,
  id: string | number,
  expected: string,
  next: string,
): Promise<boolean> {
  const payload: Payload = req.payload
  const raw = await rawDb(payload, req)
  const from = new Date(expected)
  const to = new Date(next)
  if (raw.kind === 'sqlite') {
    const table = sqliteTable(slug)
    // Both sides in one format (Payload writes toISOString(); a default from SQLite is the same
    // to the millisecond), so a version written either way compares equal.
    const rows = await raw.db.all<{ id: unknown }>(sql`
      UPDATE ${table} SET updated_at = ${to.toISOString()}
      WHERE id = ${id} AND strftime('%Y-%m-%dT%H:%M:%fZ', updated_at) = ${from.toISOString()}
      RETURNING id`)
    return rows.length === 1
  }
  const model = raw.adapter.collections[slug]!
  try {
    const result = await model.updateOne(
      { _id: id, updatedAt: from },
      { $set: { updatedAt: to } },
      { session: await mongoSession(raw.adapter, req), timestamps: false },
    )
    return result.modifiedCount === 1
  } catch (error) {
    // Another transaction holds the document (the other save): this one is the one refused.
    if ((error as { code?: number }).code === 112) return false
    throw error
  }
}
