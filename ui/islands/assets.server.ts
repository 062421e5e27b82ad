import fs from 'node:fs'
import path from 'node:path'
import { appRoot, isProduction } from '../../common/env.server'
import { islandName } from './protocol'

/** The script URLs a page with islands loads (the last one starts hydration), the runtime's
 * modules, and each island's own chunks. In development every page loads the scripts, so that
 * every page reloads on a change. The live preview page loads its own script instead. The
 * entries' source paths are the app's (it owns the builds), given here as `IslandEntries`. */
export type IslandAssets = { scripts: string[]; runtime: string[]; parts: Record<string, string[]>; livePreview: string[]; everyPage?: boolean }

type Chunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }

/** The source paths of the two browser entries: the islands runtime's and the live preview's. */
export type IslandEntries = { islands: string; livePreview: string }

/** In development Vite serves the sources; React Refresh's preamble must run first. */
const DEV_PREAMBLE = ['/@id/__x00__virtual:remix/inject-hmr-runtime', '/@vite/client', '/ui/islands/devRefresh.ts']

let production: IslandAssets | undefined

export function islandAssets(entries: IslandEntries): IslandAssets {
  if (!isProduction()) {
    return {
      scripts: [...DEV_PREAMBLE, `/${entries.islands}`],
      runtime: [],
      parts: {},
      livePreview: [...DEV_PREAMBLE, `/${entries.livePreview}`],
      everyPage: true,
    }
  }
  production ??= {
    ...assetsFromManifest(readManifest('islands-manifest.json'), entries.islands),
    livePreview: liveScripts(readManifest('live-preview-manifest.json'), entries.livePreview),
  }
  return production
}

/** From Vite's manifest: the entry, the runtime's chunks, and per island the chunks it adds. */
export function assetsFromManifest(manifest: Record<string, Chunk>, entryName: string): Omit<IslandAssets, 'livePreview'> {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return into
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, into)
    return into
  }
  const url = (file: string) => `/${file}`
  const entry = manifest[entryName]
  if (!entry) throw new Error(`The islands manifest has no ${entryName}: run the build`)
  // The runtime is what the entry imports once the page has loaded (app/islands/hydrate.tsx, with React).
  const runtime = new Set<string>()
  for (const key of entry.dynamicImports ?? []) closure(key, runtime)
  runtime.delete(entry.file)
  const shared = new Set([entry.file, ...runtime])
  const parts: Record<string, string[]> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = chunk.isDynamicEntry ? islandName(key) : null
    if (name) {
      parts[name] = [...closure(key)].filter((file) => !shared.has(file)).map(url)
    }
  }
  return { scripts: [url(entry.file)], runtime: [...runtime].map(url), parts }
}

/** The live preview's script, from its own build's manifest. */
function liveScripts(manifest: Record<string, Chunk>, name: string): string[] {
  const entry = manifest[name]
  if (!entry) throw new Error(`The live preview manifest has no ${name}: run the build`)
  return [`/${entry.file}`]
}

function readManifest(name: string): Record<string, Chunk> {
  return JSON.parse(fs.readFileSync(path.join(appRoot(), 'build/client/.vite', name), 'utf8')) as Record<string, Chunk>
}
