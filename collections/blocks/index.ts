import type { Block } from 'payload'
import { BannerCarouselBlock } from './BannerCarousel'
import { CounterSliderBlock } from './CounterSlider'
import { EcosystemBlock } from './Ecosystem'
import { FiguresBlock } from './Figures'
import { ImageCardsBlock } from './ImageCards'
import { ImageCarouselBlock } from './ImageCarousel'
import { LocationBlock } from './Location'
import { NewsColumnBlock } from './NewsColumn'
import { SubsidiariesBlock } from './Subsidiaries'
import { VideoPosterBlock } from './VideoPoster'
import { VideoTilesBlock } from './VideoTiles'
import { GovernanceTabsBlock } from './GovernanceTabs'
import { HeroBlock } from './Hero'
import { HistoryTimelineBlock } from './HistoryTimeline'
import { LeadersGridBlock } from './LeadersGrid'
import { RichTextBlock } from './RichText'
import { ArticleGridBlock } from './ArticleGrid'
import { BannerSliderBlock } from './BannerSlider'
import { ComparisonTableBlock } from './ComparisonTable'
import { FaqListBlock } from './FaqList'
import { FeatureCardsBlock } from './FeatureCards'
import { GalleryCardsBlock } from './GalleryCards'
import { GalleryCarouselBlock } from './GalleryCarousel'
import { IrEventsBlock } from './IrEvents'
import { MediaContactBlock } from './MediaContact'
import { NewsListBlock } from './NewsList'
import { PhotoSliderBlock } from './PhotoSlider'
import { PromoCardBlock } from './PromoCard'
import { SideTabsBlock } from './SideTabs'
import { SocialLinksBlock } from './SocialLinks'
import { SustainabilityHeroBlock } from './SustainabilityHero'
import { TextImageBlock } from './TextImage'

/** Every block a page layout may hold. Adding a block: a schema here, a component in
 * app/blocks/, a seed example. */
export const pageBlocks: Block[] = [
  HeroBlock, RichTextBlock, LeadersGridBlock, GovernanceTabsBlock, HistoryTimelineBlock,
  // Home and the About-us family
  BannerCarouselBlock, ImageCarouselBlock, ImageCardsBlock, NewsColumnBlock, EcosystemBlock, SubsidiariesBlock, LocationBlock, VideoPosterBlock, CounterSliderBlock, FiguresBlock, VideoTilesBlock,
  // The Media and Sustainability families
  NewsListBlock, BannerSliderBlock, PromoCardBlock, GalleryCardsBlock, PhotoSliderBlock, IrEventsBlock, GalleryCarouselBlock, SocialLinksBlock, MediaContactBlock,
  SustainabilityHeroBlock, FeatureCardsBlock, TextImageBlock, ArticleGridBlock, SideTabsBlock, ComparisonTableBlock, FaqListBlock,
]
