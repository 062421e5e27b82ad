import type { Payload, PayloadRequest } from 'payload'
import { advanceLocalContentVersion, followSharedCount, localWrites, recordSharedCount } from './contentVersion'
import { transactionEnded, transactionOf } from './rawDb'
import { increment, readCounter } from './sharedCounters'

// The content version across processes and machines (the in-memory version itself is
// platform/contentVersion.ts). The database holds a shared count (platform/sharedCounters.ts) that every
// content write increments once the write is committed. Each server process reads it every
// POLL_MS (watchContentVersion, started by platform/background.ts) and moves its own version when the count
// has changed, so an edit made through any process is served by every process within POLL_MS
// plus a render. The process that made the edit moves its version at once.

const SHARED_KEY = 'contentVersion'
/** How often a server process reads the shared count: an edit elsewhere is live here within this. */
export const CONTENT_VERSION_POLL_MS = 250

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
  recordSharedCount(await increment(payload, SHARED_KEY, null))
}

/** Reads the shared count once; moves this process's version if it changed. */
export async function syncContentVersion(payload: Payload): Promise<void> {
  const writes = localWrites()
  followSharedCount((await readCounter(payload, SHARED_KEY))?.count ?? 0, writes)
}

/** Follows the shared count every `intervalMs` until stopped. A failed read is logged (once until
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
