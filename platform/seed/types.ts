import type { Payload } from 'payload'
import type { Localized } from './localized'

type MediaId = Promise<number | string>

/** What a seed gets to build with: the Payload client and the picture makers. Each picture is
 * made once per key, with alt text in both languages. */
export type SeedContext = {
  payload: Payload
  /** A drawn picture (an SVG from `draw`). */
  picture: (key: string, draw: () => string, alt: Localized<string>) => MediaId
  /** An abstract on-brand image. */
  image: (key: string, alt: Localized<string>, size?: { width: number; height: number }) => MediaId
  /** A portrait placeholder for a person. */
  portrait: (name: string, alt: Localized<string>) => MediaId
}

export type PageSeed = {
  path: string
  title: Localized<string>
  description: Localized<string>
  layout: (ctx: SeedContext) => Promise<unknown[]>
  /** Its picture for link previews, when its first block shows none. */
  share?: (ctx: SeedContext) => Promise<number | string | undefined>
}
