import type { IslandAssets } from './assets.server'

/** At the end of the body: the islands runtime's entry, and the modules it will load once the
 * page has loaded (`data-modules`: the runtime and the chunks of the islands this page rendered,
 * which the entry preloads together), at low priority: the entry only waits for the load event,
 * so it never takes a slow connection from the page's main image. Nothing at all when the page
 * rendered no island. The live preview page loads its own script, which hydrates its islands
 * itself. */
export function IslandScripts({ assets, names, livePreview = false }: { assets: IslandAssets; names: Set<string>; livePreview?: boolean }) {
  if (livePreview) return assets.livePreview.map((src) => <script key={src} type="module" src={src} />)
  if (names.size === 0 && !assets.everyPage) return null
  const modules = new Set([...assets.runtime, ...[...names].flatMap((name) => assets.parts[name] ?? [])])
  const last = assets.scripts.length - 1
  return (
    <>
      {assets.scripts.map((src, index) => (
        <script key={src} type="module" src={src} data-modules={index === last ? [...modules].join(' ') : undefined} {...{ fetchpriority: 'low' }} />
      ))}
    </>
  )
}
