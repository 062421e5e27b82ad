import type { ComponentType } from 'react'
import { partName, type IslandName } from './protocol'

// Every island is a file in ./parts whose default export is the component; its name is the
// file's. The server renders them all from here; the browser loads each lazily (client.tsx).
// A part may also export `strings`: catalogue keys (or "Prefix_*") the island can show later
// without having shown them on the server, such as error messages.
type Part = { default: ComponentType<never>; strings?: readonly string[] }
const modules = import.meta.glob<Part>('./parts/*.tsx', { eager: true })

export type { IslandName }

export const islandComponents: Record<IslandName, ComponentType<never>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [partName(file), module.default]),
)

export const islandStrings: Record<IslandName, readonly string[]> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [partName(file), module.strings ?? []]),
)
