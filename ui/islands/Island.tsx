import { createContext, useContext, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { LANGUAGES } from '../../common/languages'
import type { Catalogue } from '../i18n/translate'
import { usePage, type PageEnvironment } from '../page/PageContext'
import { IslandFrame } from './IslandFrame'
import { catalogueMemo, memoized, type RenderedIsland } from './islandMemo'
import { ISLAND_ATTRIBUTE, serializeIslandData } from './protocol'
import { islandComponents, islandStrings, type IslandName } from './registry'
import { splice } from './splices'

/** The islands a page rendered, in order; the root turns them into script tags at the end. */
export const IslandCollector = createContext<Set<IslandName> | null>(null)

/**
 * Renders a component that needs JavaScript as an island: its own React root, rendered to HTML
 * here and hydrated in the browser by ui/islands/hydrate.tsx with the same props. Pages load
 * React and their islands' code, never the whole Remix runtime (docs/decisions/005).
 *
 * `memo`: the island shows content only (no customer's data), so its HTML depends on nothing
 * but its props and the page's language, strings and address, and is rendered once for them.
 */
export function Island({ name, props, memo = false }: { name: IslandName; props: Record<string, unknown>; memo?: boolean }) {
  const page = usePage()
  const collector = useContext(IslandCollector)
  const prefix = `${useId().replace(/[^\w]/g, '')}-`
  collector?.add(name)

  const render = (): RenderedIsland => {
    const strings: Catalogue = {}
    const island = { ...page, catalogue: recording(page.catalogue, strings) }
    const Component = islandComponents[name] as ComponentType<Record<string, unknown>>
    const html = renderToString(
      <IslandFrame page={island}>
        <Component {...props} />
      </IslandFrame>,
      { identifierPrefix: prefix },
    )
    return { html, data: serializeIslandData({ props, strings: { ...declared(page, name), ...strings }, language: page.language, prefix }) }
  }
  const rendered = memo
    ? memoized(page, { name, prefix, pathname: page.pathname, search: page.search, hideImages: Boolean(page.hideImages), props }, render)
    : render()
  // A kept render goes into the page as bytes (./splices.ts); one made for this request alone as text.
  const html = memo ? splice(rendered, 'html') : rendered.html
  const data = memo ? splice(rendered, 'data') : rendered.data
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: name }} className="island" dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" dangerouslySetInnerHTML={{ __html: data }} />
    </>
  )
}

/** The catalogue, noting each string read, so the browser gets only the strings it needs. */
function recording(catalogue: Catalogue, used: Catalogue): Catalogue {
  return new Proxy(catalogue, {
    get(target, key) {
      const value = Reflect.get(target, key)
      if (typeof key === 'string' && typeof value === 'string') used[key] = value
      return value
    },
  })
}

/** The strings an island declared it may need later: exact keys, or "Prefix_*". Worked out once
 * per language, content version and island. */
const declaredStrings = catalogueMemo<IslandName, Catalogue>({
  name: 'island strings',
  key: (name) => name,
  // One per island and language: the registry bounds it.
  maxEntries: Object.keys(islandStrings).length * LANGUAGES.length,
})

function declared(page: PageEnvironment, name: IslandName): Catalogue {
  const patterns = islandStrings[name] ?? []
  if (patterns.length === 0) return {}
  return declaredStrings(page, name, () => {
    const wanted = (key: string) => patterns.some((p) => (p.endsWith('*') ? key.startsWith(p.slice(0, -1)) : key === p))
    return Object.fromEntries(Object.entries(page.catalogue).filter(([key]) => wanted(key)))
  })
}
