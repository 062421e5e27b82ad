import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { rawDb } from './rawDb'

// Counters every server process must agree on (the content version, rate-limit windows, sign-in
// failures), in the database: each change is one atomic statement, so changes from any number of
// processes add up exactly, and is made outside any transaction, so a count stands even when the
// operation that counted fails.

export const SHARED_COUNTERS = 'shared-counters'

export type Counter = { count: number; expiresAt: number | null }

/**
 * Adds one and returns the new count. With a window, a counter whose window has passed starts
 * again at 1 and a new window (of `windowMs` from now) opens; without, it never expires.
 */
export async function increment(payload: Payload, key: string, windowMs: number | null, now = Date.now()): Promise<number> {
  const expires = windowMs === null ? null : now + windowMs
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') {
    const rows = await raw.db.all<{ count: number }>(sql`
      INSERT INTO shared_counters (key, count, expires_at) VALUES (${key}, 1, ${expires})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN shared_counters.expires_at <= ${now} THEN 1 ELSE shared_counters.count + 1 END,
        expires_at = CASE WHEN shared_counters.expires_at <= ${now} THEN excluded.expires_at ELSE shared_counters.expires_at END
      RETURNING count`)
    return Number(rows[0]!.count)
  }
  const collection = await mongoCounters(raw.adapter)
  // Both fields are computed from the stored document as it was: a missing or expired one starts again.
  const expired = { $and: [{ $ne: [{ $ifNull: ['$expiresAt', null] }, null] }, { $lte: ['$expiresAt', now] }] }
  const fresh = { $or: [{ $eq: [{ $ifNull: ['$count', null] }, null] }, expired] }
  const update = [{ $set: { count: { $cond: [fresh, 1, { $add: ['$count', 1] }] }, expiresAt: { $cond: [fresh, { $literal: expires }, '$expiresAt'] } } }]
  for (let attempt = 1; ; attempt++) {
    try {
      const doc = await collection.findOneAndUpdate({ key }, update, { upsert: true, returnDocument: 'after' })
      return Number(doc!.count)
    } catch (error) {
      // Two first increments of one key may both try to insert; the unique index refuses the
      // second, which then finds the document the first made.
      if ((error as { code?: number }).code !== 11000 || attempt >= 3) throw error
    }
  }
}

/**
 * Takes one back from a live counter (an attempt counted before it was checked, that turned out
 * right), in one statement; never below zero, and an expired counter stays as it is.
 */
export async function decrement(payload: Payload, key: string, now = Date.now()): Promise<void> {
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') {
    await raw.db.run(sql`
      UPDATE shared_counters SET count = count - 1
      WHERE key = ${key} AND count > 0 AND (expires_at IS NULL OR expires_at > ${now})`)
    return
  }
  await (
    await mongoCounters(raw.adapter)
  ).updateOne({ key, count: { $gt: 0 }, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }, { $inc: { count: -1 } })
}

/** The counter as it stands, or null when there is none or its window has passed. */
export async function readCounter(payload: Payload, key: string, now = Date.now()): Promise<Counter | null> {
  const raw = await rawDb(payload)
  type Row = { count: unknown; expiresAt: unknown }
  const row =
    raw.kind === 'sqlite'
      ? (await raw.db.all<Row>(sql`SELECT count, expires_at AS expiresAt FROM shared_counters WHERE key = ${key}`))[0]
      : await (await mongoCounters(raw.adapter)).findOne<Row>({ key }, { projection: { count: 1, expiresAt: 1 } })
  if (!row) return null
  const expiresAt = row.expiresAt == null ? null : Number(row.expiresAt)
  if (expiresAt !== null && expiresAt <= now) return null
  return { count: Number(row.count), expiresAt }
}

/** Removes the counter of this key, or with `prefix`, every counter whose key starts so. */
export async function removeCounters(payload: Payload, key: string, { prefix = false } = {}): Promise<void> {
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') {
    // substr, not LIKE: keys hold e-mail addresses, and "_" is a LIKE wildcard.
    await raw.db.run(
      prefix ? sql`DELETE FROM shared_counters WHERE substr(key, 1, ${key.length}) = ${key}` : sql`DELETE FROM shared_counters WHERE key = ${key}`,
    )
    return
  }
  const collection = await mongoCounters(raw.adapter)
  await collection.deleteMany(prefix ? { key: { $regex: `^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` } } : { key })
}

/** Removes counters whose window has passed (they count as absent already; this keeps the table small). */
export async function sweepCounters(payload: Payload, now = Date.now()): Promise<void> {
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') await raw.db.run(sql`DELETE FROM shared_counters WHERE expires_at <= ${now}`)
  else await (await mongoCounters(raw.adapter)).deleteMany({ expiresAt: { $ne: null, $lte: now } })
}

// The collection's own unique index on `key` is what makes two first increments of a key meet
// in one document; Payload builds MongoDB indexes in the background, so it is made sure of here,
// once per connection, before the first use.
const indexed = new WeakMap<object, Promise<unknown>>()

async function mongoCounters(adapter: MongooseAdapter) {
  const collection = adapter.collections[SHARED_COUNTERS]!.collection
  if (!indexed.has(adapter)) {
    // 85 and 86: an index on `key` exists already under other options; Payload's is unique too.
    const made = collection.createIndex({ key: 1 }, { unique: true }).catch((error: { code?: number }) => {
      if (error.code === 85 || error.code === 86) return
      indexed.delete(adapter) // tried again on the next use
      throw error
    })
    indexed.set(adapter, made)
  }
  await indexed.get(adapter)
  return collection
}
