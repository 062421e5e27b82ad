import type { Payload, PayloadRequest } from 'payload'
import { transactionEnded, transactionOf } from './rawDb'
import { increment, readCounter } from './sharedCounters'

// The content version: a number the site's caches (whole HTML responses, CMS reads, island
// renders) are keyed by; when it moves they drop what they hold, so an edit shows on the next
// request. Read on every request, so it is read from memory: a globalThis slot, shared by the two
// Payload instances of a process (Next bundles its own copy of Payload; the Remix side has
// another) because they run in one V8 isolate.
//
// Across processes and machines the database holds a shared counter (cms/sharedCounters.ts)
// that every content write increments once the write is committed. Each server process reads it
// every POLL_MS (watchContentVersion, started by server.ts) and moves its own version when the
// count has changed, so an edit made through any process is served by every process within
// POLL_MS plus a render. The process that made the edit moves its version at once.

const KEY = Symbol.for('veltrana.contentVersion')
const SHARED_KEY = 'contentVersion'
/** How often a server process reads the shared count: an edit elsewhere is live here within this. */
export const CONTENT_VERSION_POLL_MS = 250

type Slot = {
  /** What the caches compare: moves on every local write and on every change seen in the shared count. */
  version: number
  /** The shared count this process's version last took in. */
  shared: number | null
  /** Local writes so far: a poll that overlapped one does not undo it. */
  writes: number
}

function slot(): Slot {
  const g = globalThis as unknown as Record<symbol, Slot>
  return (g[KEY] ??= { version: 1, shared: null, writes: 0 })
}

export function contentVersion(): number {
  return slot().version
}

/**
 * After a content write: the shared count goes up (every process drops its caches) and this
 * process's version moves. A write inside a transaction is visible to others only once it is
 * committed, and a version moved earlier would let another process cache what it read before
 * the commit under the new version; so within a transaction both wait for its end.
 */
export async function bumpContentVersion(payload: Payload, req?: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  const transaction = await transactionOf(req)
  if (transaction === undefined) return bumpNow(payload)
  void transactionEnded(payload, transaction)
    .then(() => bumpNow(payload))
    .catch((err) => payload.logger.error({ err, msg: 'content version: could not move the shared count' }))
}

async function bumpNow(payload: Payload): Promise<void> {
  advanceLocalContentVersion()
  slot().shared = await increment(payload, SHARED_KEY, null)
}

/** Moves this process's version alone: its caches drop what they hold. */
export function advanceLocalContentVersion(): void {
  const s = slot()
  s.writes += 1
  s.version += 1
}

/** Reads the shared count once; moves this process's version if it changed. */
export async function syncContentVersion(payload: Payload): Promise<void> {
  const s = slot()
  const writes = s.writes
  const shared = (await readCounter(payload, SHARED_KEY))?.count ?? 0
  // A local write during the read has taken in a newer count than this one.
  if (writes !== s.writes || shared === s.shared) return
  s.shared = shared
  s.version += 1
}

/** Follows the shared count every POLL_MS until stopped. A failed read is logged (once until
 * one succeeds again) and the next one tried. */
export function watchContentVersion(payload: Payload, intervalMs = CONTENT_VERSION_POLL_MS): () => void {
  let failing = false
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    syncContentVersion(payload)
      .then(() => {
        failing = false
      })
      .catch((err) => {
        if (!failing) payload.logger.error({ err, msg: 'content version: could not read the shared count' })
        failing = true
      })
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** Collection and global hooks that move the version after any write. */
export const bumpOnChange = {
  afterChange: [async ({ req }: { req: PayloadRequest }) => bumpContentVersion(req.payload, req)],
  afterDelete: [async ({ req }: { req: PayloadRequest }) => bumpContentVersion(req.payload, req)],
}
