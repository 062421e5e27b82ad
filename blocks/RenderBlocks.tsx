import type { ComponentType } from 'react'
import { blockKey } from '../ui/blocks/blockKey'
import type { BlockProps, BlockType, Compacted, PageBlock } from '../ui/blocks/types'
import { ImagesWaitForScripts } from '../ui/imagesWait'
import { Island } from '../ui/islands/Island'
import { useIslandRegistry } from '../ui/islands/registry'
import { useRouteHasIslands, useRouteIsLivePreview } from '../ui/islands/routeIslands'
import type { BlockData } from './data.server'
import { BLOCKS } from './registry'

/** Blocks whose title is the page's h1. */
const HEADING_BLOCKS = new Set<BlockType>(['hero', 'sustainabilityHero', 'bannerCarousel'])

/** The component of a block's type. The registry's type pairs each type with its component; a
 * lookup by a runtime value cannot carry that pairing, hence the one widening here. */
function componentOf(block: Compacted<PageBlock>): ComponentType<BlockProps<typeof block, unknown>> | undefined {
  return BLOCKS[block.blockType] as ComponentType<BlockProps<typeof block, unknown>> | undefined
}

export function RenderBlocks({ blocks, title, data }: { blocks: Compacted<PageBlock>[]; title: string; data: BlockData }) {
  // Every page has exactly one h1: the hero's title, or else the page title.
  const hasHero = blocks.some((b) => HEADING_BLOCKS.has(b.blockType))
  // A page of text alone (a policy, the terms) has its title in the text's column.
  const textOnly = blocks.length > 0 && blocks.every((b) => b.blockType === 'richText')
  const { components: islands } = useIslandRegistry()
  // Pictures other than the page's main one wait for the page's scripts (ui/imagesWait.ts),
  // which only a page that loads them, outside the admin's live preview (its script does not put
  // them in), can offer.
  const livePreview = useRouteIsLivePreview()
  const imagesWait = useRouteHasIslands() && !livePreview
  return (
    <ImagesWaitForScripts.Provider value={imagesWait}>
      {hasHero ? null : (
        <div className={`container page-title${textOnly ? ' page-title--text' : ''}`}>
          <h1>{title}</h1>
        </div>
      )}
      {blocks.map((block, index) => {
        const Component = componentOf(block)
        const key = blockKey(block, index)
        const props = { block, data: data[key], index, pageTitle: title }
        if (!Component) return null
        // A block that needs scripts is an island: rendered here, hydrated alone in the browser.
        return block.blockType in islands ? <Island key={key} name={block.blockType} props={props} memo /> : <Component key={key} {...props} />
      })}
    </ImagesWaitForScripts.Provider>
  )
}
