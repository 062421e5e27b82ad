import { islandLoaders, type IslandLoader } from '../../ui/islands/hydrateIslands'

// Every island, for the browser: the same files as the server's registry (./registry.ts), each
// loaded lazily, so that each is a chunk of its own and a page loads only its islands' code.
export const loaders = islandLoaders(import.meta.glob<Awaited<ReturnType<IslandLoader>>>(['../../blocks/*/island.ts', '../../features/*/*.island.tsx']))
