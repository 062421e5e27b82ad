// The islands runtime, imported by client.ts once the page has loaded: finds the islands the
// server rendered and hydrates each with the props it was rendered with. Each island's code is
// its own chunk, loaded when present.
import { startTransition, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IslandFrame } from './IslandFrame'
import { showProgressOnNavigation } from './navigationProgress'
import { ISLAND_ATTRIBUTE, islandName, readIslandData } from './protocol'

type Part = { default: ComponentType<Record<string, unknown>> }
const loaders = Object.fromEntries(
  Object.entries({ ...import.meta.glob<Part>('../../blocks/*/island.ts'), ...import.meta.glob<Part>('./parts/*.tsx') }).map(([file, load]) => [
    islandName(file),
    load,
  ]),
)

async function hydrateIsland(root: HTMLElement): Promise<void> {
  const data = readIslandData(root)
  const load = loaders[root.getAttribute(ISLAND_ATTRIBUTE) ?? '']
  if (!data || !load) return
  const { default: Component } = await load()
  const page = { language: data.language, catalogue: data.strings, pathname: location.pathname, search: location.search }
  await new Promise<void>((resolve) => {
    // As a transition React hydrates in short slices, leaving the main thread free for input.
    startTransition(() => {
      hydrateRoot(
        root,
        <IslandFrame page={page} onHydrated={resolve}>
          <Component {...data.props} />
        </IslandFrame>,
        { identifierPrefix: data.prefix },
      )
    })
  })
}

const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
// (In development every page runs this file, islands or not.)
if (islands.length > 0) showProgressOnNavigation()
void Promise.allSettled(islands.map(hydrateIsland)).then(() => {
  if (islands.length === 0) return
  // CSS switches the header's menus from their no-JavaScript form once they are live; tests
  // wait for this mark too.
  document.documentElement.classList.add('js')
})
