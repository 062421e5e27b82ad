import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * Runs `work` with SQLite not waiting for the disk at each commit (PRAGMA synchronous = NORMAL
 * instead of Payload’s FULL): the seed makes thousands of small commits, and those waits add up
 * to seconds. In WAL mode the database stays consistent either way; only a power cut (not a
 * crashed process) can lose the last commits, and a seed cut short by a power cut is unfinished
 * whatever this setting. The setting belongs to this connection and is put back afterwards. On
 * MongoDB `work` just runs.
 */
export async function withoutWaitingForDisk<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return work()
  const { client } = payload.db as unknown as SQLiteAdapter
  const before = (await client.execute('PRAGMA synchronous')).rows[0]?.synchronous
  await client.execute('PRAGMA synchronous = NORMAL')
  try {
    return await work()
  } finally {
    if (typeof before === 'number') await client.execute(`PRAGMA synchronous = ${before}`)
  }
}
