/** How a block's loader data is keyed: its id, or its position when it has none. Shared by the
 * page loader (blocks/data.server.ts) and RenderBlocks. */
export const blockKey = (block: { id?: string | null }, index: number): string => block.id ?? String(index)
