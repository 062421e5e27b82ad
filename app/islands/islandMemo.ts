import type { Catalogue } from '../i18n/translate'

// Content islands (carousels, tabs, the header …) render the same HTML for every request of a
// page in one language until content changes, so a render is kept and reused. Kept per
// catalogue: the site loads one catalogue object per language and content version, so a content
// change starts afresh and the old renders go with the old catalogue.

export type RenderedIsland = { html: string; data: string }

/** Per catalogue; keys hold the request's path and query, so the count is bounded. */
const LIMIT = 500
const renders = new WeakMap<Catalogue, Map<string, RenderedIsland>>()

export function memoized(catalogue: Catalogue, key: string, render: () => RenderedIsland): RenderedIsland {
  let kept = renders.get(catalogue)
  if (!kept) renders.set(catalogue, (kept = new Map()))
  let rendered = kept.get(key)
  if (!rendered) {
    rendered = render()
    // The oldest render out first (a Map keeps insertion order).
    if (kept.size >= LIMIT) kept.delete(kept.keys().next().value!)
    kept.set(key, rendered)
  }
  return rendered
}
