import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'
import { databaseURI, isMongo } from '../common/env.server'

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
