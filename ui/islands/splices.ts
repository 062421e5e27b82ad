// A content island's HTML and data, kept per content version (islandMemo.ts), are half of a
// page's markup and the same on every render. During a page render they go into the document as
// a marker, and the page's bytes take in their bytes, encoded once, in its place: React does not
// copy them into the document string, and the server does not encode them again on each render.
// A page render is synchronous, so the splices of the render under way are module state.

/** Cannot come from content: React escapes "<" in text and attribute values. */
export const SPLICE_MARK = `<!--splice ${Math.random().toString(36).slice(2)}-->`

const encoded = new WeakMap<object, Record<string, Buffer>>()
let collecting: Buffer[] | null = null

/** In a render under `collectSplices`, the marker standing for the text `owner[field]` (its bytes
 * are kept as long as the owner is); elsewhere (tests, a fragment), the text itself. */
export function splice<K extends string>(owner: Record<K, string>, field: K): string {
  const text = owner[field]
  if (!collecting) return text
  let fields = encoded.get(owner)
  if (!fields) encoded.set(owner, (fields = {}))
  collecting.push((fields[field] ??= Buffer.from(text)))
  return SPLICE_MARK
}

/** Runs a render and returns what it made with the bytes of its markers, in document order. */
export function collectSplices(render: () => string): { document: string; splices: Buffer[] } {
  const outer = collecting
  const splices: Buffer[] = []
  collecting = splices
  try {
    return { document: render(), splices }
  } finally {
    collecting = outer
  }
}
