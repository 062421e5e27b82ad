import fs from 'node:fs'
import path from 'node:path'
import { appRoot, isProduction } from '../../common/env.server'
import { islandName } from './protocol'

/** The script URLs a page with islands loads (the last one starts hydration), the runtime's
 * modules, and each island's own chunks. In development every page loads the scripts, so that
 * every page reloads on a change. The live preview page loads its own script instead. */
export type IslandAssets = { scripts: string[]; runtime: string[]; parts: Record<string, string[]>; livePreview: string[]; everyPage?: boolean }

type Chunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }

const ENTRY = 'ui/islands/client.ts'
const LIVE_PREVIEW_ENTRY = 'features/preview/livePreviewClient.ts'

/** In development Vite serves the sources; React Refresh's preamble must run first. */
const DEV_PREAMBLE = ['/@id/__x00__virtual:remix/inject-hmr-runtime', '/@vite/client', '/ui/islands/devRefresh.ts']
const DEV_ASSETS: IslandAssets = {
  scripts: [...DEV_PREAMBLE, `/${ENTRY}`],
  runtime: [],
  parts: {},
  livePreview: [...DEV_PREAMBLE, `/${LIVE_PREVIEW_ENTRY}`],
  everyPage: true,
}

let production: IslandAssets | undefined

export function islandAssets(): IslandAssets {
  if (!isProduction()) return DEV_ASSETS
  production ??= {
    ...assetsFromManifest(readManifest('islands-manifest.json')),
    livePreview: liveScripts(readManifest('live-preview-manifest.json')),
  }
  return production
}

/** From Vite's manifest: the entry, the runtime's chunks, and per island the chunks it adds. */
export function assetsFromManifest(manifest: Record<string, Chunk>): Omit<IslandAssets, 'livePreview'> {
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return into
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, into)
    return into
  }
  const url = (file: string) => `/${file}`
  const entry = manifest[ENTRY]
  if (!entry) throw new Error(`The islands manifest has no ${ENTRY}: run the build`)
  // The runtime is what the entry imports once the page has loaded (hydrate.tsx, with React).
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
function liveScripts(manifest: Record<string, Chunk>): string[] {
  const entry = manifest[LIVE_PREVIEW_ENTRY]
  if (!entry) throw new Error(`The live preview manifest has no ${LIVE_PREVIEW_ENTRY}: run the build`)
  return [`/${entry.file}`]
}

function readManifest(name: string): Record<string, Chunk> {
  return JSON.parse(fs.readFileSync(path.join(appRoot(), 'build/client/.vite', name), 'utf8')) as Record<string, Chunk>
}
