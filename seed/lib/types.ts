import type { Payload } from 'payload'
import type { Localized } from './localized'

/** What a page seed gets to build its blocks: the Payload client and an image maker. */
export type SeedContext = {
  payload: Payload
  /** An abstract image (generated once per key) with alt text in both languages. */
  image: (key: string, alt: Localized<string>, size?: { width: number; height: number }) => Promise<number | string>
  /** An initials portrait of a person. */
  portrait: (name: string, alt: Localized<string>) => Promise<number | string>
}

export type PageSeed = {
  path: string
  title: Localized<string>
  description: Localized<string>
  layout: (ctx: SeedContext) => Promise<unknown[]>
}
