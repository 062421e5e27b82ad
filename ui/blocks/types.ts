// The types every block shares, derived from the generated Payload types: a block's fields are
// what its schema (blocks/<Name>/config.ts) says, never a hand-written copy.
import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Page } from '../../common/payload-types'
import type { Compacted } from '../media'

export type { Compacted }

export type PageBlock = NonNullable<Page['layout']>[number]
export type BlockType = PageBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<PageBlock, { blockType: T }>

/** What a block component receives. `data` is what the block's loader read (blocks/data.server.ts). */
export type BlockProps<B, D = undefined> = {
  block: Compacted<B>
  /** The block's position on the page; the first image-bearing block loads eagerly. */
  index: number
  pageTitle: string
} & ([D] extends [undefined] ? { data?: undefined } : { data: D })

/** Reads what a block shows besides its own fields (documents of a collection), in the page loader. */
export type BlockDataLoader<B, D> = (args: {
  payload: Payload
  language: Language
  block: Compacted<B>
  /** The page address's list filters (common/pageParams.ts, LIST_PARAMS), already checked. */
  query: URLSearchParams
}) => Promise<D>
