import { createContext, useContext, type ComponentType } from 'react'
import { LANGUAGES } from '../../common/languages'
import type { Catalogue } from '../i18n/translate'
import type { PageEnvironment } from '../page/PageContext'
import { catalogueMemo } from './islandMemo'
import { islandName, type IslandName } from './protocol'

// The islands are registered by the layer that owns their files (app/islands): this layer sits
// below the blocks and features that write them and takes them as given. An island may also
// export `strings`: catalogue keys (or "Prefix_*") it can show later without having shown them on
// the server, such as error messages.
export type IslandModule = { default: ComponentType<never>; strings?: readonly string[] }

export type IslandRegistry = {
  components: Record<IslandName, ComponentType<never>>
  /** The strings an island declared it may need later, from the page's catalogue. */
  declared: (page: Pick<PageEnvironment, 'language' | 'catalogue'>, name: IslandName) => Catalogue
}

/** The registry of the island files given, keyed by their paths (as `import.meta.glob` gives them). */
export function islandRegistry(files: Record<string, IslandModule>): IslandRegistry {
  const named = Object.entries(files).map(([file, module]) => [islandName(file)!, module] as const)
  const patternsOf: Record<IslandName, readonly string[]> = Object.fromEntries(named.map(([name, module]) => [name, module.strings ?? []]))
  // Worked out once per language, content version and island.
  const declaredStrings = catalogueMemo<IslandName, Catalogue>({
    name: 'island strings',
    key: (name) => name,
    // One per island and language: the registry bounds it.
    maxEntries: Math.max(1, named.length) * LANGUAGES.length,
  })
  return {
    components: Object.fromEntries(named.map(([name, module]) => [name, module.default])),
    declared(page, name) {
      const patterns = patternsOf[name] ?? []
      if (patterns.length === 0) return {}
      return declaredStrings(page, name, () => {
        const wanted = (key: string) => patterns.some((p) => (p.endsWith('*') ? key.startsWith(p.slice(0, -1)) : key === p))
        return Object.fromEntries(Object.entries(page.catalogue).filter(([key]) => wanted(key)))
      })
    },
  }
}

/** The page's islands, provided by the app's root. */
export const IslandRegistryContext = createContext<IslandRegistry | null>(null)

export function useIslandRegistry(): IslandRegistry {
  const registry = useContext(IslandRegistryContext)
  if (!registry) throw new Error('No island registry: the app provides one (IslandRegistryContext) around the page')
  return registry
}

/** Whether a page of these blocks has islands: a block hydrates when its folder has an island.ts. */
export function hasIslands(registry: IslandRegistry, blocks: readonly { blockType: string }[]): boolean {
  return blocks.some((block) => block.blockType in registry.components)
}
