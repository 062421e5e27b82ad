// Hydrating the islands the server rendered: each with the props it was rendered with, its code
// loaded as its own chunk from the loaders the app lists (app/islands/loaders.ts). Used by the
// islands runtime (app/islands/hydrate.tsx) and by the live preview, which renders a page again
// and hydrates its new islands.
import { startTransition, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { HIDE_IMAGES_ATTRIBUTE } from '../page/PageContext'
import { IslandFrame } from './IslandFrame'
import { ISLAND_ATTRIBUTE, islandName, readIslandData, type IslandName } from './protocol'

/** Loads an island's code: a dynamic import, so that each island is a chunk of its own. */
export type IslandLoader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>
export type IslandLoaders = Record<IslandName, IslandLoader>

/** The loaders of the island files given, keyed by their paths (as `import.meta.glob` gives them), by island name. */
export function islandLoaders(files: Record<string, IslandLoader>): IslandLoaders {
  return Object.fromEntries(Object.entries(files).map(([file, load]) => [islandName(file)!, load]))
}

async function hydrateIsland(element: HTMLElement, loaders: IslandLoaders): Promise<Root | null> {
  const data = readIslandData(element)
  const load = loaders[element.getAttribute(ISLAND_ATTRIBUTE) ?? '']
  if (!data || !load) return null
  const { default: Component } = await load()
  const page = {
    language: data.language,
    catalogue: data.strings,
    pathname: location.pathname,
    search: location.search,
    hideImages: document.documentElement.hasAttribute(HIDE_IMAGES_ATTRIBUTE),
  }
  return new Promise<Root>((resolve) => {
    // As a transition React hydrates in short slices, leaving the main thread free for input.
    startTransition(() => {
      const root = hydrateRoot(
        element,
        <IslandFrame page={page} imagesWait={data.imagesWait} onHydrated={() => resolve(root)}>
          <Component {...data.props} />
        </IslandFrame>,
        { identifierPrefix: data.prefix },
      )
    })
  })
}

/** Hydrates every island in `scope`; resolves with their roots once each is live (or failed). */
export async function hydrateIslands(scope: ParentNode, loaders: IslandLoaders): Promise<Root[]> {
  const elements = [...scope.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
  const settled = await Promise.allSettled(elements.map((element) => hydrateIsland(element, loaders)))
  return settled.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []))
}
