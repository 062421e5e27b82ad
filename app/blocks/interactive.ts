/**
 * Block types that need JavaScript to follow their WAI-ARIA pattern (carousels, tabs, the
 * accordion, the subsidiaries disclosure and filter, the sticky hero). A page whose layout has
 * none of them ships no JavaScript (docs/decisions/002). A new interactive block goes here.
 */
export const INTERACTIVE_BLOCKS = new Set([
  'bannerCarousel',
  'imageCarousel',
  'counterSlider',
  'subsidiaries',
  'governanceTabs',
  'historyTimeline',
  'bannerSlider',
  'photoSlider',
  'galleryCarousel',
  'sideTabs',
  'faqList',
])

export function needsJavaScript(blocks: { blockType: string }[]): boolean {
  return blocks.some((block) => INTERACTIVE_BLOCKS.has(block.blockType))
}
