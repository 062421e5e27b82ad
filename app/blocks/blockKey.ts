import type { PageBlock } from '../content/pages.server'

/** How a block's loader data is keyed: its id, or its position when it has none. Shared by the
 * page loader (app/content/blockData.server.ts) and RenderBlocks. */
export const blockKey = (block: Pick<PageBlock, 'id'>, index: number): string => block.id ?? String(index)
