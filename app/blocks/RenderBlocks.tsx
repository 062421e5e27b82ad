import type { ComponentType } from 'react'
import type { PageBlock } from '../cms/pages.server'
import { HeroBlock } from './HeroBlock'
import { RichTextBlock } from './RichTextBlock'

export type BlockProps<T = Record<string, unknown>> = {
  block: T & PageBlock
  /** The block's position on the page; the first image-bearing block loads eagerly. */
  index: number
  pageTitle: string
}

/** blockType → component. Adding a block: its schema in collections/blocks, a component here. */
const components: Record<string, ComponentType<BlockProps<any>>> = {
  hero: HeroBlock,
  richText: RichTextBlock,
}

export function RenderBlocks({ blocks, title }: { blocks: PageBlock[]; title: string }) {
  // Every page has exactly one h1: the hero's title, or else the page title.
  const hasHero = blocks.some((b) => b.blockType === 'hero')
  return (
    <>
      {hasHero ? null : (
        <div className="container page-title">
          <h1>{title}</h1>
        </div>
      )}
      {blocks.map((block, index) => {
        const Component = components[block.blockType]
        return Component ? <Component key={block.id ?? index} block={block} index={index} pageTitle={title} /> : null
      })}
    </>
  )
}
