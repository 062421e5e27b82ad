import type { ComponentType } from 'react'
import { partName, type IslandName } from './protocol'

// Every island is a file in ./parts whose default export is the component; its name is the
// file's. The server renders them all from here; the browser loads each lazily (client.tsx).
const modules = import.meta.glob<{ default: ComponentType<never> }>('./parts/*.tsx', { eager: true })

export type { IslandName }

export const islandComponents: Record<IslandName, ComponentType<never>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [partName(file), module.default]),
)
