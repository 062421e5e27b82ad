import { toImage, type Compacted } from './media'

/** A populated upload as Payload returns it (filename, mime type, every size's metadata …). */
function isMediaDoc(value: Record<string, unknown>): boolean {
  return typeof value.url === 'string' && typeof value.mimeType === 'string' && typeof value.filename === 'string'
}

/**
 * Replace every populated media document in a loader's data with the few fields an <img>
 * needs. An island's props are serialised into the page (ui/islands), so this is bytes every visitor
 * downloads; Payload's upload documents are five times larger than what is shown.
 */
export function compactMedia<T>(value: T): Compacted<T> {
  return compact(value) as Compacted<T>
}

function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact)
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if (isMediaDoc(record)) return toImage(record)
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(record)) out[key] = compact(field)
  return out
}
