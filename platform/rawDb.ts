import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

// The database below Payload, for the few writes that must be one atomic statement (Payload's own
// operations read, then write); each user has a branch for SQLite and one for MongoDB.

export type RawDb = { kind: 'sqlite'; db: SQLiteAdapter['drizzle'] } | { kind: 'mongo'; adapter: MongooseAdapter }

/** The transaction a request's operation runs in, if any (Payload may still be opening it). */
export async function transactionOf(req?: Pick<PayloadRequest, 'transactionID'>): Promise<number | string | undefined> {
  // Only an id names a transaction. Without transactions the adapter's "begin" gives null, and Payload's relationship
  // loader puts back the id as it went through JSON: a still-pending promise comes back as `{}`.
  const id: unknown = await req?.transactionID
  return typeof id === 'string' || typeof id === 'number' ? id : undefined
}

/**
 * The database, inside the request's transaction when it has one (a claim that must be undone
 * with the change it guards); without `req`, outside any transaction (a counter that must keep
 * its count even when the operation that counted fails).
 */
export async function rawDb(payload: Payload, req?: Pick<PayloadRequest, 'transactionID'>): Promise<RawDb> {
  const transaction = await transactionOf(req)
  if (payload.db.name === 'mongoose') return { kind: 'mongo', adapter: payload.db as unknown as MongooseAdapter }
  const adapter = payload.db as unknown as SQLiteAdapter & { sessions?: Record<string | number, { db: SQLiteAdapter['drizzle'] }> }
  return { kind: 'sqlite', db: (transaction !== undefined && adapter.sessions?.[transaction]?.db) || adapter.drizzle }
}

/** The SQLite table Payload keeps a collection in: its slug with underscores for hyphens. */
export const sqliteTable = (slug: string) => sql.identifier(slug.replace(/-/g, '_'))

/** The MongoDB session of the request's transaction, if any. */
export async function mongoSession(adapter: MongooseAdapter, req?: Pick<PayloadRequest, 'transactionID'>) {
  const transaction = await transactionOf(req)
  const session = transaction === undefined ? undefined : adapter.sessions[transaction]
  return session?.inTransaction() ? session : undefined
}

/** Resolves once the transaction has ended (committed or rolled back): the adapters drop a
 * transaction's session when it ends. Gives up after `timeoutMs`. */
export async function transactionEnded(payload: Payload, transaction: number | string, timeoutMs = 30_000): Promise<void> {
  const sessions = (payload.db as { sessions?: Record<string | number, unknown> }).sessions
  const deadline = Date.now() + timeoutMs
  while (sessions?.[transaction] && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** Runs `work` once the request's transaction has ended, or now when it has none: what other processes may read as
 * "changed" (a version, a count) moves only when the change can be read. Awaited only without a transaction; a failure
 * then is logged as `what`. */
export async function afterCommit(
  payload: Payload,
  req: Pick<PayloadRequest, 'transactionID'> | undefined,
  what: string,
  work: () => Promise<void>,
): Promise<void> {
  const transaction = await transactionOf(req)
  if (transaction === undefined) return work()
  void transactionEnded(payload, transaction)
    .then(work)
    .catch((err) => payload.logger.error({ err, msg: `${what}: could not be moved after the commit` }))
}
