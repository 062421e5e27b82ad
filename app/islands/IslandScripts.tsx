import type { IslandAssets } from './assets.server'

// Spelt as the HTML attribute: React 18's types know fetchPriority on images only.
const LOW_PRIORITY = { fetchpriority: 'low' } as Record<string, string>

/** At the end of the body: the islands runtime and, preloaded, the chunks of the islands the
 * page rendered. Nothing at all when it rendered none. Low priority: the page is readable and
 * usable as HTML first, so its images and first paint must not wait for scripts. */
export function IslandScripts({ assets, names }: { assets: IslandAssets; names: Set<string> }) {
  if (names.size === 0 && !assets.everyPage) return null
  const preload = new Set([...assets.preload, ...[...names].flatMap((name) => assets.parts[name] ?? [])])
  return (
    <>
      {[...preload].map((href) => (
        <link key={href} rel="modulepreload" href={href} {...LOW_PRIORITY} />
      ))}
      {assets.scripts.map((src) => (
        <script key={src} type="module" src={src} {...LOW_PRIORITY} />
      ))}
    </>
  )
}
