// How the server hands an island to the browser: the island's HTML inside an element marked
// with its name, followed by a JSON data block with what hydrating it needs. Written once here
// for both sides.
import type { Language } from '../../common/languages'
import type { Catalogue } from '../i18n/translate'

export const ISLAND_ATTRIBUTE = 'data-island'
/** On a `<noscript>` whose markup the islands entry puts into the page once the page's main image
 * is painted (app/islands/client.ts); one inside an island is left to the island. */
export const AFTER_LOAD_ATTRIBUTE = 'data-after-load'
/** The box a picture waiting for the page's scripts leaves in its place (ui/ResponsiveImage.tsx). */
export const WAITING_IMAGE_CLASS = 'image-waiting'

/**
 * An island is a block's `blocks/<Name>/island.ts`, named by its block type (the folder's name
 * with a lower-case first letter), or a feature's `features/<name>/<part>.island.tsx`, named by the part. Its default
 * export is the component.
 */
export type IslandName = string
export function islandName(file: string): IslandName | null {
  const block = /(?:^|\/)blocks\/([A-Z]\w*)\/island\.ts$/.exec(file)
  if (block) return block[1]!.charAt(0).toLowerCase() + block[1]!.slice(1)
  const part = /(?:^|\/)features\/\w+\/(\w+)\.island\.tsx$/.exec(file)
  return part ? part[1]! : null
}

export type IslandData = {
  /** The component's props, exactly as the server rendered it with them. */
  props: Record<string, unknown>
  /** Only the UI strings the island used while rendering on the server. */
  strings: Catalogue
  language: Language
  /** React's useId prefix for this root, so ids match between server and browser. */
  prefix: string
  /** Its pictures wait until it runs (ui/imagesWait.ts). */
  imagesWait?: boolean
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export function serializeIslandData(data: IslandData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function readIslandData(root: HTMLElement): IslandData | null {
  const script = root.nextElementSibling
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') return null
  try {
    return JSON.parse(script.textContent ?? '') as IslandData
  } catch {
    return null
  }
}
