import { LRUCache } from 'lru-cache'

// Every in-memory cache of the process, on lru-cache: bounded in entries (and bytes), and when tied
// to the content version (read through the function given: common/ imports nothing from the CMS)
// emptied by the first access after the version moves, so no entry is served under another.

type Bytes<V> =
  | {
      /** Bound on the sum of `sizeOf` over the entries. */
      maxBytes: number
      sizeOf: (value: V) => number
    }
  | { maxBytes?: undefined; sizeOf?: undefined }

type CacheSpec<I, V> = Bytes<V> & {
  /** Names the cache to whoever inspects it (a test, a debugger). */
  name: string
  /** The key of an input: everything the value depends on, the content version aside. */
  key: (input: I) => string
  /** Bound on the number of entries. */
  maxEntries: number
  /** An entry is made again after this long, whatever else happens. */
  ttlMs?: number
  /** The content version, for a cache whose values are made from content. */
  version?: () => number
}

/** lru-cache keeps no undefined or null; a value is kept in a box so that any may be. */
type Box<V> = { value: V }

export function createCache<I, V>(spec: CacheSpec<I, V>) {
  const { key, sizeOf, version } = spec
  const lru = new LRUCache<string, Box<V>, () => Promise<V>>({
    max: spec.maxEntries,
    ...(spec.maxBytes !== undefined && {
      maxSize: spec.maxBytes,
      // lru-cache wants a positive whole number; an empty value still takes a slot.
      sizeCalculation: (box: Box<V>) => Math.max(1, Math.ceil(sizeOf!(box.value))),
    }),
    ...(spec.ttlMs !== undefined && { ttl: spec.ttlMs }),
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    // Without this, dropping an entry whose load is running would fail that load's callers.
    ignoreFetchAbort: true,
  })

  let seen = version?.() ?? 0
  const current = (): number => {
    if (!version) return 0
    const now = version()
    if (now !== seen) {
      lru.clear()
      seen = now
    }
    return now
  }

  return {
    name: spec.name,
    /** The value kept for this input, marked as just used. */
    get(input: I): V | undefined {
      current()
      return lru.get(key(input))?.value
    },
    /** The value kept for this input, its place in the eviction order left alone. */
    peek(input: I): V | undefined {
      current()
      return lru.peek(key(input))?.value
    },
    /** Keeps a value, as just used. `since` is the version read before the value's inputs were
     * (`version()`): a value made from content older than the current version is not kept. */
    set(input: I, value: V, since?: number): void {
      const now = current()
      if (version && since !== undefined && since !== now) return
      lru.set(key(input), { value })
    },
    /** Replaces the value of an input already kept, counted at its new size but not as a use: its
     * place in the eviction order and its time to live stay. Nothing happens when it is not kept. */
    update(input: I, value: V, since?: number): void {
      const now = current()
      if (version && since !== undefined && since !== now) return
      const k = key(input)
      if (!lru.has(k)) return
      // lru-cache moves whatever it sets to the most recent place: the entries used after this
      // one (most recent first) are used again, oldest first, so they end up after it again. Only
      // those are read: a page's compressed forms arrive just after it is stored, near the front.
      const newer: string[] = []
      for (const other of lru.keys()) {
        if (other === k) break
        newer.push(other)
      }
      lru.set(k, { value }, { noUpdateTTL: true })
      for (let i = newer.length - 1; i >= 0; i--) lru.get(newer[i]!)
    },
    /** The kept value, or what `load` resolves to, kept. Concurrent misses share one load; a failed
     * load, or one whose entry went meanwhile (evicted, the version moved), is not kept. */
    load(input: I, load: () => Promise<V>): Promise<V> {
      current()
      const k = key(input)
      const kept = lru.get(k)
      if (kept) return Promise.resolve(kept.value)
      return lru.fetch(k, { context: load }).then((box) => box!.value)
    },
    /** The content version now (entries of an older one dropped); 0 when not tied to it. */
    version: current,
    get size() {
      current()
      return lru.size
    },
    /** The sum of `sizeOf` over the entries; 0 without a byte bound. */
    get bytes() {
      current()
      return lru.calculatedSize ?? 0
    },
  }
}
