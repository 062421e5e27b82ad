import type { Block } from 'payload'
import { BannerCarouselConfig } from './BannerCarousel/config'
import { CardsConfig } from './Cards/config'
import { ComparisonTableConfig } from './ComparisonTable/config'
import { CounterSliderConfig } from './CounterSlider/config'
import { DocumentLibraryConfig } from './DocumentLibrary/config'
import { EcosystemConfig } from './Ecosystem/config'
import { EventCalendarConfig } from './EventCalendar/config'
import { FaqListConfig } from './FaqList/config'
import { FiguresConfig } from './Figures/config'
import { FormConfig } from './Form/config'
import { GovernanceTabsConfig } from './GovernanceTabs/config'
import { HeroConfig } from './Hero/config'
import { HistoryTimelineConfig } from './HistoryTimeline/config'
import { ImageCarouselConfig } from './ImageCarousel/config'
import { IrContactConfig } from './IrContact/config'
import { LatestResultsConfig } from './LatestResults/config'
import { LeadersGridConfig } from './LeadersGrid/config'
import { LocationConfig } from './Location/config'
import { MediaContactConfig } from './MediaContact/config'
import { NewsArchiveConfig } from './NewsArchive/config'
import { NewsColumnConfig } from './NewsColumn/config'
import { NewsListConfig } from './NewsList/config'
import { PromoCardConfig } from './PromoCard/config'
import { RichTextConfig } from './RichText/config'
import { SideTabsConfig } from './SideTabs/config'
import { SocialLinksConfig } from './SocialLinks/config'
import { SubsidiariesConfig } from './Subsidiaries/config'
import { SustainabilityHeroConfig } from './SustainabilityHero/config'
import { TextImageConfig } from './TextImage/config'
import { VideoPosterConfig } from './VideoPoster/config'
import { VideoTilesConfig } from './VideoTiles/config'

/** Every block a page layout may hold, for Payload: one line per block folder. The site's side
 * is blocks/registry.ts; the generated types make it list the same blocks. */
export const pageBlocks: Block[] = [
  HeroConfig,
  RichTextConfig,
  LeadersGridConfig,
  GovernanceTabsConfig,
  HistoryTimelineConfig,
  // Home and the About-us family
  BannerCarouselConfig,
  ImageCarouselConfig,
  CardsConfig,
  NewsColumnConfig,
  EcosystemConfig,
  SubsidiariesConfig,
  LocationConfig,
  VideoPosterConfig,
  CounterSliderConfig,
  FiguresConfig,
  VideoTilesConfig,
  // The Media and Sustainability families
  NewsListConfig,
  PromoCardConfig,
  SocialLinksConfig,
  MediaContactConfig,
  SustainabilityHeroConfig,
  TextImageConfig,
  SideTabsConfig,
  ComparisonTableConfig,
  FaqListConfig,
  // The investor section and the news archive
  LatestResultsConfig,
  DocumentLibraryConfig,
  EventCalendarConfig,
  NewsArchiveConfig,
  IrContactConfig,
  // Forms editors build (features/forms)
  FormConfig,
]
