import type { IslandAssets } from './assets.server'

/** At the end of the body: the islands runtime and, preloaded, the chunks of the islands the
 * page rendered. Nothing at all when it rendered none. */
export function IslandScripts({ assets, names }: { assets: IslandAssets; names: Set<string> }) {
  if (names.size === 0 && !assets.everyPage) return null
  const preload = new Set([...assets.preload, ...[...names].flatMap((name) => assets.parts[name] ?? [])])
  return (
    <>
      {[...preload].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
    </>
  )
}
