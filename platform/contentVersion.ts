// The content version the site's caches are keyed by: when it moves they drop what they hold. Read
// on every request, so from memory: a globalThis slot, which the two copies of this module in a
// process (Next's and the Remix build's) share. Free of imports, as browser code reaches it;
// platform/sharedContentVersion.ts moves it across processes.

const KEY = Symbol.for('veltrana.contentVersion')

type Slot = {
  /** What the caches compare: moves on every local write and on every change seen in the shared count. */
  version: number
  /** The shared count (in the database) this process's version last took in. */
  shared: number | null
  /** Local writes so far: a read of the shared count that overlapped one does not undo it. */
  writes: number
}

function slot(): Slot {
  const g = globalThis as unknown as Record<symbol, Slot>
  return (g[KEY] ??= { version: 1, shared: null, writes: 0 })
}

export function contentVersion(): number {
  return slot().version
}

/** Moves this process's version: its caches drop what they hold. */
export function advanceLocalContentVersion(): void {
  const s = slot()
  s.writes += 1
  s.version += 1
}

/** The shared count a local write produced: taken in without moving the version again. */
export function recordSharedCount(count: number): void {
  slot().shared = count
}

/** How many local writes this process has made; read before reading the shared count. */
export function localWrites(): number {
  return slot().writes
}

/**
 * A shared count read from the database, `writesBefore` being localWrites() just before the read:
 * moves the version when the count is one this process has not taken in, unless a local write
 * happened during the read (it took in a newer count). True when the version moved.
 */
export function followSharedCount(count: number, writesBefore: number): boolean {
  const s = slot()
  if (writesBefore !== s.writes || count === s.shared) return false
  s.shared = count
  s.version += 1
  return true
}
