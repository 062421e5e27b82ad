import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter, type SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'
import { databaseURI, isMongo } from '../common/env.server'

type RawColumn = { type: string; primaryKey?: boolean; autoIncrement?: boolean }

/** The rows Payload keeps beside a document (its translations, relations, lists of numbers and
 * texts) get AUTOINCREMENT too, which `autoIncrement` gives documents only: then every integer key
 * in the database follows one rule, and a migration can bring an older database to it whole. */
const autoIncrementEveryKey: SQLiteSchemaHook = ({ schema, ...hook }) => {
  // Payload passes its adapter to schema hooks, with the tables it is about to build.
  const { rawTables } = (hook as unknown as { adapter: { rawTables: Record<string, { columns: Record<string, RawColumn> }> } }).adapter
  for (const table of Object.values(rawTables)) {
    const id = table.columns.id
    if (id?.primaryKey && id.type === 'serial') table.columns.id = { ...id, type: 'integer', autoIncrement: true }
  }
  return schema
}

/** SQLite under data/ by default; MongoDB when DATABASE_URI says mongodb://. */
export function databaseAdapter(): DatabaseAdapterObj {
  if (isMongo()) return mongooseAdapter({ url: databaseURI() })
  return sqliteAdapter({
    client: { url: databaseURI() },
    // Two Payload instances share the file in one process (Next bundles its own copy):
    // WAL lets readers run beside the writer, the busy timeout makes writers queue
    // instead of failing with "database is locked".
    wal: true,
    busyTimeout: 10_000,
    // No transactions (no `transactionOptions`): the driver would open every later connection
    // without the busy timeout, and concurrent writes then fail (docs/decisions/012).
    // SQLite hands the id of the newest row out again once it is deleted, unless the table is
    // AUTOINCREMENT; state kept under a document's id would then reach the next document.
    autoIncrement: true,
    beforeSchemaInit: [autoIncrementEveryKey],
    // Tables come only from committed migrations, in development too, so what runs in
    // production is what the tests ran.
    push: false,
    migrationDir: new URL('./migrations', import.meta.url).pathname,
  })
}

/** Closes the database when the process stops. Payload's destroy() releases its adapter but
 * leaves SQLite's connection open; it is closed here (the last connection to close folds the
 * write-ahead log back into the database file). */
export async function closeDatabase(payload: Payload): Promise<void> {
  await payload.destroy()
  ;(payload.db as unknown as { client?: { close: () => void } }).client?.close()
}
