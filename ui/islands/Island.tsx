import { createContext, useContext, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Catalogue } from '../i18n/translate'
import { ImagesWaitForScripts } from '../imagesWait'
import { usePage } from '../page/PageContext'
import { collectStylesheets, used } from '../page/stylesheets'
import { IslandFrame } from './IslandFrame'
import { memoized, type RenderedIsland } from './islandMemo'
import { ISLAND_ATTRIBUTE, serializeIslandData, type IslandName } from './protocol'
import { useIslandRegistry } from './registry'
import { splice } from './splices'

/** The islands a page rendered, in order; the root turns them into script tags at the end. */
export const IslandCollector = createContext<Set<IslandName> | null>(null)

/**
 * Renders a component that needs JavaScript as an island: its own React root, rendered to HTML
 * here and hydrated in the browser by ui/islands/hydrateIslands.tsx with the same props. Pages load
 * React and their islands' code, never the whole Remix runtime (docs/decisions/005).
 *
 * `memo`: the island shows content only (no customer's data), so its HTML depends on nothing
 * but its props and the page's language, strings and address, and is rendered once for them.
 */
export function Island({ name, props, memo = false }: { name: IslandName; props: Record<string, unknown>; memo?: boolean }) {
  const page = usePage()
  const collector = useContext(IslandCollector)
  // Its own root in the browser: whether its pictures wait goes with its data.
  const imagesWait = useContext(ImagesWaitForScripts)
  const registry = useIslandRegistry()
  const prefix = `${useId().replace(/[^\w]/g, '')}-`
  collector?.add(name)

  const render = (): RenderedIsland => {
    const strings: Catalogue = {}
    const island = { ...page, catalogue: recording(page.catalogue, strings) }
    const Component = registry.components[name] as ComponentType<Record<string, unknown>>
    const { value: html, stylesheets } = collectStylesheets(() =>
      renderToString(
        <IslandFrame page={island} imagesWait={imagesWait}>
          <Component {...props} />
        </IslandFrame>,
        { identifierPrefix: prefix },
      ),
    )
    const data = { props, strings: { ...registry.declared(page, name), ...strings }, language: page.language, prefix, ...(imagesWait && { imagesWait }) }
    return { html, data: serializeIslandData(data), stylesheets }
  }
  const rendered = memo
    ? memoized(page, { name, prefix, pathname: page.pathname, search: page.search, hideImages: Boolean(page.hideImages), imagesWait, props }, render)
    : render()
  // A kept render's stylesheets go into the page as its components' did when it was made.
  used(rendered.stylesheets)
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
