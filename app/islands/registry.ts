import { islandRegistry, type IslandModule } from '../../ui/islands/registry'

// Every island, for the server: each block's island.ts and the features' parts (header, cabinet
// forms …), the files their layers write for the islands runtime (ui/islands/protocol.ts names
// them). The app, above both, lists them; the browser loads each lazily from the same files
// (./loaders.ts).
export const islands = islandRegistry(import.meta.glob<IslandModule>(['../../blocks/*/island.ts', '../../features/*/*.island.tsx'], { eager: true }))
