import { describe, expect, it, vi } from 'vitest'
import { createCache } from './caches'

const byName = (name: string) => name
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A promise and the functions that settle it, for loads that finish when a test says. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('caches', () => {
  it('makes the key from the input as declared', () => {
    const cache = createCache<{ language: string; path: string }, string>({
      name: 'test',
      key: ({ language, path }) => `${language} ${path}`,
      maxEntries: 10,
    })
    cache.set({ language: 'en', path: '/' }, 'home')
    expect(cache.get({ language: 'en', path: '/' })).toBe('home')
    expect(cache.get({ language: 'ru', path: '/' })).toBeUndefined()
    expect(cache.name).toBe('test')
  })

  it('keeps at most its number of entries, the least recently used out first', () => {
    const cache = createCache<string, number>({ name: 'test', key: byName, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBe(1)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('c')).toBe(3)
  })

  it('leaves the order alone on peek', () => {
    const cache = createCache<string, number>({ name: 'test', key: byName, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.peek('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.peek('a')).toBeUndefined()
  })

  it('keeps at most its bytes', () => {
    const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 100, maxBytes: 10, sizeOf: (s) => s.length })
    cache.set('a', 'xxxx')
    cache.set('b', 'xxxx')
    expect(cache.bytes).toBe(8)
    cache.set('c', 'xxxx')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(8)
    // Larger than the whole bound: not kept, and what was there goes too.
    cache.set('b', 'x'.repeat(11))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.bytes).toBe(4)
    // An empty value counts as one byte (it still takes a slot).
    cache.set('e', '')
    expect(cache.get('e')).toBe('')
    expect(cache.bytes).toBe(5)
  })

  it('counts an updated value at its new size, leaving its place in the order', () => {
    const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 100, maxBytes: 12, sizeOf: (s) => s.length })
    cache.set('a', 'xx')
    cache.set('b', 'xx')
    cache.set('c', 'xx')
    cache.get('a')
    // Order, least recent first: b, c, a. b grows: still the least recent.
    cache.update('b', 'xxxx')
    expect(cache.bytes).toBe(8)
    cache.set('d', 'xxxxxx')
    expect(cache.peek('b')).toBeUndefined()
    expect(cache.peek('c')).toBe('xx')
    expect(cache.peek('a')).toBe('xx')
    // Order: c, a, d. a grows past the bound: c, less recent, goes; a stays before d.
    cache.update('a', 'xxxxx')
    expect(cache.peek('c')).toBeUndefined()
    expect(cache.peek('a')).toBe('xxxxx')
    expect(cache.bytes).toBe(11)
    cache.set('e', 'xx')
    expect(cache.peek('a')).toBeUndefined()
    expect(cache.peek('d')).toBe('xxxxxx')
    // An input not kept is not added.
    cache.update('z', 'x')
    expect(cache.peek('z')).toBeUndefined()
  })

  it('keeps any value, null and undefined included', () => {
    const cache = createCache<string, string | null | undefined>({ name: 'test', key: byName, maxEntries: 10 })
    cache.set('null', null)
    cache.set('undefined', undefined)
    expect(cache.size).toBe(2)
    expect(cache.get('null')).toBeNull()
  })

  it('makes an entry again after its time to live, which an update does not restart', async () => {
    const cache = createCache<string, number>({ name: 'test', key: byName, maxEntries: 10, ttlMs: 300 })
    cache.set('a', 1)
    cache.set('b', 1)
    await sleep(200)
    cache.update('a', 2)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(2)
    await sleep(200)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe(2)
  })

  describe('tied to the content version', () => {
    const versioned = () => {
      const version = { value: 1 }
      const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 10, version: () => version.value })
      return { cache, version }
    }

    it('drops every entry when the version moves', () => {
      const { cache, version } = versioned()
      cache.set('a', 'old')
      cache.set('b', 'old')
      version.value++
      expect(cache.get('a')).toBeUndefined()
      expect(cache.size).toBe(0)
      cache.set('a', 'new')
      expect(cache.get('a')).toBe('new')
      expect(cache.version()).toBe(2)
    })

    it('does not keep a value made from content of an older version', () => {
      const { cache, version } = versioned()
      const since = cache.version()
      version.value++
      cache.set('a', 'made from version 1', since)
      expect(cache.get('a')).toBeUndefined()
      cache.set('a', 'made from version 2', cache.version())
      expect(cache.get('a')).toBe('made from version 2')
      version.value++
      cache.update('a', 'updated under version 3', 2)
      expect(cache.get('a')).toBeUndefined()
    })

    it('does not keep a load that finishes after the version moved', async () => {
      const { cache, version } = versioned()
      const slow = deferred<string>()
      const first = cache.load('a', () => slow.promise)
      version.value++
      const second = cache.load('a', async () => 'version 2')
      slow.resolve('version 1')
      // Each caller gets what its own load read; the newer version's is the one kept.
      expect(await first).toBe('version 1')
      expect(await second).toBe('version 2')
      expect(cache.get('a')).toBe('version 2')
    })

    it('never serves an entry kept by a load running when the version moved', async () => {
      const { cache, version } = versioned()
      const slow = deferred<string>()
      const first = cache.load('a', () => slow.promise)
      version.value++
      slow.resolve('version 1')
      expect(await first).toBe('version 1')
      expect(cache.get('a')).toBeUndefined()
    })

    it('reports version 0 and keeps every value when not tied', () => {
      const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 10 })
      expect(cache.version()).toBe(0)
      cache.set('a', 'x', 5)
      expect(cache.get('a')).toBe('x')
    })
  })

  describe('loads', () => {
    it('runs one load for concurrent misses of one input, and none for a hit', async () => {
      const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 10 })
      const slow = deferred<string>()
      const load = vi.fn(() => slow.promise)
      const first = cache.load('a', load)
      const second = cache.load('a', load)
      slow.resolve('value')
      expect(await first).toBe('value')
      expect(await second).toBe('value')
      expect(await cache.load('a', load)).toBe('value')
      expect(load).toHaveBeenCalledTimes(1)
      expect(cache.get('a')).toBe('value')
    })

    it('keeps a load that resolves to null or undefined', async () => {
      const cache = createCache<string, string | null | undefined>({ name: 'test', key: byName, maxEntries: 10 })
      const load = vi.fn(async () => null)
      expect(await cache.load('missing', load)).toBeNull()
      expect(await cache.load('missing', load)).toBeNull()
      expect(await cache.load('nothing', async () => undefined)).toBeUndefined()
      expect(load).toHaveBeenCalledTimes(1)
      expect(cache.size).toBe(2)
    })

    it('does not keep a failed load: every waiting caller gets the error, the next call loads again', async () => {
      const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 10 })
      const failing = deferred<string>()
      const first = cache.load('a', () => failing.promise)
      const second = cache.load('a', async () => 'not run')
      failing.reject(new Error('database down'))
      await expect(first).rejects.toThrow('database down')
      await expect(second).rejects.toThrow('database down')
      expect(cache.size).toBe(0)
      expect(await cache.load('a', async () => 'recovered')).toBe('recovered')
      expect(cache.get('a')).toBe('recovered')
    })

    it('settles a load whose entry was evicted while it ran, without keeping it', async () => {
      const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 1 })
      const slow = deferred<string>()
      const first = cache.load('a', () => slow.promise)
      cache.set('b', 'b')
      slow.resolve('a')
      expect(await first).toBe('a')
      expect(cache.get('a')).toBeUndefined()
      expect(cache.get('b')).toBe('b')
    })

    it('counts a loaded value at its size', async () => {
      const cache = createCache<string, string>({ name: 'test', key: byName, maxEntries: 10, maxBytes: 10, sizeOf: (s) => s.length })
      await cache.load('a', async () => 'xxxxxx')
      await cache.load('b', async () => 'xxxxxx')
      expect(cache.bytes).toBe(6)
      expect(cache.get('a')).toBeUndefined()
    })
  })
})
