import type { ComponentType } from 'react'
import type { PageBlock } from '../content/pages.server'
import { BannerCarouselBlock } from './BannerCarouselBlock'
import { CounterSliderBlock } from './CounterSliderBlock'
import { EcosystemBlock } from './EcosystemBlock'
import { FiguresBlock } from './FiguresBlock'
import { ImageCardsBlock } from './ImageCardsBlock'
import { ImageCarouselBlock } from './ImageCarouselBlock'
import { LocationBlock } from './LocationBlock'
import { NewsColumnBlock } from './NewsColumnBlock'
import { SubsidiariesBlock } from './SubsidiariesBlock'
import { VideoPosterBlock } from './VideoPosterBlock'
import { VideoTilesBlock } from './VideoTilesBlock'
import { blockKey } from './blockKey'
import { Island } from '../islands/Island'
import { INTERACTIVE_BLOCKS } from './interactive'
import { GovernanceTabsBlock } from './GovernanceTabsBlock'
import { HeroBlock } from './HeroBlock'
import { HistoryTimelineBlock } from './HistoryTimelineBlock'
import { LeadersGridBlock } from './LeadersGridBlock'
import { RichTextBlock } from './RichTextBlock'
import { ArticleGridBlock } from './ArticleGridBlock'
import { BannerSliderBlock } from './BannerSliderBlock'
import { ComparisonTableBlock } from './ComparisonTableBlock'
import { FaqListBlock } from './FaqListBlock'
import { FeatureCardsBlock } from './FeatureCardsBlock'
import { GalleryCardsBlock } from './GalleryCardsBlock'
import { GalleryCarouselBlock } from './GalleryCarouselBlock'
import { IrEventsBlock } from './IrEventsBlock'
import { MediaContactBlock } from './MediaContactBlock'
import { NewsListBlock } from './NewsListBlock'
import { PhotoSliderBlock } from './PhotoSliderBlock'
import { PromoCardBlock } from './PromoCardBlock'
import { SideTabsBlock } from './SideTabsBlock'
import { SocialLinksBlock } from './SocialLinksBlock'
import { SustainabilityHeroBlock } from './SustainabilityHeroBlock'
import { TextImageBlock } from './TextImageBlock'

export type BlockProps<T = Record<string, unknown>, D = unknown> = {
  block: T & PageBlock
  /** What the page loader read for this block (app/content/blockData.server.ts), if anything. */
  data?: D
  /** The block's position on the page; the first image-bearing block loads eagerly. */
  index: number
  pageTitle: string
}

/** blockType → component. Adding a block: its schema in collections/blocks, a component here. */
const components: Record<string, ComponentType<BlockProps<any, any>>> = {
  hero: HeroBlock,
  richText: RichTextBlock,
  bannerCarousel: BannerCarouselBlock,
  imageCarousel: ImageCarouselBlock,
  imageCards: ImageCardsBlock,
  newsColumn: NewsColumnBlock,
  ecosystem: EcosystemBlock,
  subsidiaries: SubsidiariesBlock,
  location: LocationBlock,
  videoPoster: VideoPosterBlock,
  counterSlider: CounterSliderBlock,
  figures: FiguresBlock,
  videoTiles: VideoTilesBlock,
  leadersGrid: LeadersGridBlock,
  governanceTabs: GovernanceTabsBlock,
  historyTimeline: HistoryTimelineBlock,
  // The Media and Sustainability families
  newsList: NewsListBlock,
  bannerSlider: BannerSliderBlock,
  promoCard: PromoCardBlock,
  galleryCards: GalleryCardsBlock,
  photoSlider: PhotoSliderBlock,
  irEvents: IrEventsBlock,
  galleryCarousel: GalleryCarouselBlock,
  socialLinks: SocialLinksBlock,
  mediaContact: MediaContactBlock,
  sustainabilityHero: SustainabilityHeroBlock,
  featureCards: FeatureCardsBlock,
  textImage: TextImageBlock,
  articleGrid: ArticleGridBlock,
  sideTabs: SideTabsBlock,
  comparisonTable: ComparisonTableBlock,
  faqList: FaqListBlock,
}

/** Blocks whose title is the page's h1. */
const HEADING_BLOCKS = new Set(['hero', 'sustainabilityHero', 'bannerCarousel'])

export function RenderBlocks({ blocks, title, data }: { blocks: PageBlock[]; title: string; data?: Record<string, unknown> }) {
  // Every page has exactly one h1: the hero's title, or else the page title.
  const hasHero = blocks.some((b) => HEADING_BLOCKS.has(b.blockType))
  return (
    <>
      {hasHero ? null : (
        <div className="container page-title">
          <h1>{title}</h1>
        </div>
      )}
      {blocks.map((block, index) => {
        const Component = components[block.blockType]
        const key = blockKey(block, index)
        const props = { block, data: data?.[key], index, pageTitle: title }
        if (!Component) return null
        // A block that needs scripts is an island: rendered here, hydrated alone in the browser.
        return INTERACTIVE_BLOCKS.has(block.blockType) ? <Island key={key} name={block.blockType} props={props} memo /> : <Component key={key} {...props} />
      })}
    </>
  )
}
