import { createCache } from '../common/caches'
import { contentVersion } from './contentVersion'

// CMS reads keyed by content version: any write in the admin moves the version, and the next
// request reads fresh content. Nothing expires otherwise; content is small.
const reads = createCache<string, unknown>({
  name: 'content reads',
  // Each caller names its read and the arguments it depends on: "page:en:/about_us".
  key: (key) => key,
  // Keys come from request paths too (a missing page is remembered); an evicted read is read again.
  maxEntries: 2000,
  version: contentVersion,
})

/** The read's result for the current content version; concurrent callers share one read, and
 * a failed read is not kept. */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return reads.load(key, load) as Promise<T>
}
