import type { Payload, PayloadRequest } from 'payload'
import { advanceLocalContentVersion, followSharedCount, localWrites, recordSharedCount } from './contentVersion'
import { afterCommit } from './rawDb'
import { increment, readCounter } from './sharedCounters'

// The content version across processes: every committed content write increments a shared count
// in the database, and each process reads it every CONTENT_VERSION_POLL_MS and moves its own
// version (platform/contentVersion.ts) when it changed; the writing process moves its own at once.

const SHARED_KEY = 'contentVersion'
/** How often a server process reads the shared count: an edit elsewhere is live here within this. */
export const CONTENT_VERSION_POLL_MS = 250

/** After a content write: the shared count goes up and this process's version moves; within a
 * transaction only once it ended, or another process could cache pre-commit reads under the new version. */
export async function bumpContentVersion(payload: Payload, req?: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  return afterCommit(payload, req, 'content version', () => bumpNow(payload))
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
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      await syncContentVersion(payload)
      failing = false
    } catch (err) {
      if (!failing) payload.logger.error({ err, msg: 'content version: could not read the shared count' })
      failing = true
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** The collection and global hook (after a change or a delete) that moves the version. */
export const bumpOnChange = async ({ req }: { req: PayloadRequest }) => bumpContentVersion(req.payload, req)
