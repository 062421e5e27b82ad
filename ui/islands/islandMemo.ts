import { createCache } from '../../common/caches'
import { LANGUAGES, type Language } from '../../common/languages'
import { contentVersion } from '../../platform/contentVersion'
import type { Catalogue } from '../i18n/translate'
import type { PageEnvironment } from '../page/PageContext'

// Content islands (carousels, tabs, the header …) render the same HTML for every request of a
// page in one language until content changes, so a render is kept and reused, per language and
// content version.

/** What a memo is worked out from: the page's language and its catalogue of strings. */
type PageStrings = Pick<PageEnvironment, 'language' | 'catalogue'>

/**
 * A memo of what is worked out from a page's strings: kept per language, tied to the content
 * version, and served only for the very catalogue object it was worked out from. The site loads
 * one catalogue per language and content version, and a request that loaded its catalogue just
 * before a content change may render just after it: what it works out from the old strings
 * must not be served to the requests that have the new ones.
 */
export function catalogueMemo<I, V>(spec: { name: string; key: (input: I) => string; maxEntries: number }) {
  const kept = createCache<{ language: Language; input: I }, { catalogue: Catalogue; value: V }>({
    name: spec.name,
    key: ({ language, input }) => `${language}\0${spec.key(input)}`,
    maxEntries: spec.maxEntries,
    version: contentVersion,
  })
  return (page: PageStrings, input: I, make: () => V): V => {
    const key = { language: page.language, input }
    const found = kept.get(key)
    if (found && found.catalogue === page.catalogue) return found.value
    const value = make()
    kept.set(key, { catalogue: page.catalogue, value })
    return value
  }
}

/** An island's markup, its data block, and the stylesheets its components used. */
export type RenderedIsland = { html: string; data: string; stylesheets: string[] }

/** An island as a page renders it: its HTML depends on nothing else (and the page's strings). */
export type IslandRender = {
  name: string
  prefix: string
  pathname: string
  search: string
  hideImages?: boolean
  imagesWait?: boolean
  props: Record<string, unknown>
}

/** Each object's JSON, written once: the page data an island's props hold comes from caches tied
 * to the content version and is never changed in place, so the same objects come back on every
 * render of a page (writing them out each time was 2–3 % of an uncached render). */
const jsonOf = new WeakMap<object, string>()

function propsKey(props: Record<string, unknown>): string {
  let key = ''
  for (const [name, value] of Object.entries(props)) {
    const object = typeof value === 'object' && value !== null ? value : undefined
    let json = object ? jsonOf.get(object) : undefined
    if (json === undefined) {
      json = JSON.stringify(value) ?? ''
      if (object) jsonOf.set(object, json)
    }
    key += `${name}:${json}\0`
  }
  return key
}

/** A content island's HTML and data block, rendered once per language, content version and render. */
export const memoized = catalogueMemo<IslandRender, RenderedIsland>({
  name: 'island renders',
  key: ({ name, prefix, pathname, search, hideImages, imagesWait, props }) =>
    [name, prefix, pathname, search, hideImages ? 'no images' : '', imagesWait ? 'images wait' : '', propsKey(props)].join('\0'),
  // 500 per language: the islands of the pages and queries visitors ask for; keys hold queries.
  maxEntries: 500 * LANGUAGES.length,
})
