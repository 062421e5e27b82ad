import { contentVersion } from '../../cms/contentVersion'

// CMS reads keyed by content version: any write in the admin moves the version, and the next
// request reads fresh content. Nothing expires otherwise; content is small.
let cachedVersion = -1
const entries = new Map<string, Promise<unknown>>()

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const version = contentVersion()
  if (version !== cachedVersion) {
    entries.clear()
    cachedVersion = version
  }
  let entry = entries.get(key) as Promise<T> | undefined
  if (!entry) {
    entry = load()
    entries.set(key, entry)
    // A failed read must not stick.
    entry.catch(() => entries.get(key) === entry && entries.delete(key))
  }
  return entry
}
