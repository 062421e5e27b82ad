import type { Block } from 'payload'
import { HeroBlock } from './Hero'
import { RichTextBlock } from './RichText'

/** Every block a page layout may hold. Adding a block: a schema here, a component in
 * app/blocks/, a seed example. */
export const pageBlocks: Block[] = [HeroBlock, RichTextBlock]
