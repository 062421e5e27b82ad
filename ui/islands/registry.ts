import type { ComponentType } from 'react'
import { islandName, type IslandName } from './protocol'

// Every island, for the server: each block's island.ts and the site's own parts (header,
// cabinet forms …). The browser loads each lazily from the same files (hydrate.tsx). An island
// may also export `strings`: catalogue keys (or "Prefix_*") it can show later without having
// shown them on the server, such as error messages.
type Part = { default: ComponentType<never>; strings?: readonly string[] }
const modules = {
  ...import.meta.glob<Part>('../../blocks/*/island.ts', { eager: true }),
  ...import.meta.glob<Part>('../../features/*/*.island.tsx', { eager: true }),
}
const named = Object.entries(modules).map(([file, module]) => [islandName(file)!, module] as const)

export type { IslandName }

export const islandComponents: Record<IslandName, ComponentType<never>> = Object.fromEntries(named.map(([name, module]) => [name, module.default]))

export const islandStrings: Record<IslandName, readonly string[]> = Object.fromEntries(named.map(([name, module]) => [name, module.strings ?? []]))

/** Whether a page of these blocks has islands: a block hydrates when its folder has an island.ts. */
export function hasIslands(blocks: readonly { blockType: string }[]): boolean {
  return blocks.some((block) => block.blockType in islandComponents)
}
