import { contentVersion } from '../../cms/contentVersion'

// CMS reads keyed by content version: any write in the admin moves the version, and the next
// request reads fresh content. Nothing expires otherwise; content is small. Keys can come from
// request paths (a page that does not exist is remembered too), so the number of entries is
// bounded: past the limit the oldest go, which only costs a re-read.
const MAX_ENTRIES = 2000
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
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    entries.set(key, entry)
    // A failed read must not stick.
    entry.catch(() => entries.get(key) === entry && entries.delete(key))
  }
  return entry
}
