import type { ComponentType } from 'react'
import type { BlockOf, BlockProps, BlockType } from '../ui/blocks/types'
import { BannerCarousel } from './BannerCarousel/BannerCarousel'
import { Cards } from './Cards/Cards'
import { ComparisonTable } from './ComparisonTable/ComparisonTable'
import { CounterSlider } from './CounterSlider/CounterSlider'
import { DocumentLibrary } from './DocumentLibrary/DocumentLibrary'
import { Ecosystem } from './Ecosystem/Ecosystem'
import { EventCalendar } from './EventCalendar/EventCalendar'
import { FaqList } from './FaqList/FaqList'
import { Figures } from './Figures/Figures'
import { Form } from './Form/Form'
import { GovernanceTabs } from './GovernanceTabs/GovernanceTabs'
import { Hero } from './Hero/Hero'
import { HistoryTimeline } from './HistoryTimeline/HistoryTimeline'
import { ImageCarousel } from './ImageCarousel/ImageCarousel'
import { IrContact } from './IrContact/IrContact'
import { LatestResults } from './LatestResults/LatestResults'
import { LeadersGrid } from './LeadersGrid/LeadersGrid'
import { Location } from './Location/Location'
import { MediaContact } from './MediaContact/MediaContact'
import { NewsArchive } from './NewsArchive/NewsArchive'
import { NewsColumn } from './NewsColumn/NewsColumn'
import { NewsList } from './NewsList/NewsList'
import { PromoCard } from './PromoCard/PromoCard'
import { RichText } from './RichText/RichText'
import { SideTabs } from './SideTabs/SideTabs'
import { SocialLinks } from './SocialLinks/SocialLinks'
import { Subsidiaries } from './Subsidiaries/Subsidiaries'
import { SustainabilityHero } from './SustainabilityHero/SustainabilityHero'
import { TextImage } from './TextImage/TextImage'
import { VideoPoster } from './VideoPoster/VideoPoster'
import { VideoTiles } from './VideoTiles/VideoTiles'

/** The site's side of every block: its block type → the component that renders it. The type
 * demands one entry per block of the generated Payload types (blocks/configs.ts is Payload's
 * side), each taking that block's fields. Whether a block hydrates is its folder's island.ts
 * (ui/islands/registry.ts); what it reads besides its fields, blocks/data.server.ts. */
export const BLOCKS = {
  bannerCarousel: BannerCarousel,
  cards: Cards,
  comparisonTable: ComparisonTable,
  counterSlider: CounterSlider,
  documentLibrary: DocumentLibrary,
  ecosystem: Ecosystem,
  eventCalendar: EventCalendar,
  faqList: FaqList,
  figures: Figures,
  form: Form,
  governanceTabs: GovernanceTabs,
  hero: Hero,
  historyTimeline: HistoryTimeline,
  imageCarousel: ImageCarousel,
  irContact: IrContact,
  latestResults: LatestResults,
  leadersGrid: LeadersGrid,
  location: Location,
  mediaContact: MediaContact,
  newsArchive: NewsArchive,
  newsColumn: NewsColumn,
  newsList: NewsList,
  promoCard: PromoCard,
  richText: RichText,
  sideTabs: SideTabs,
  socialLinks: SocialLinks,
  subsidiaries: Subsidiaries,
  sustainabilityHero: SustainabilityHero,
  textImage: TextImage,
  videoPoster: VideoPoster,
  videoTiles: VideoTiles,
} satisfies { [T in BlockType]: ComponentType<BlockSlot<BlockOf<T>>> }

/** A component fits a block type when it takes that block's fields; `data: never` accepts a
 * component whatever its data is (blocks/data.server.ts checks the loader gives exactly that). */
type BlockSlot<B> = Omit<BlockProps<B>, 'data'> & { data: never }

/** What a block's component takes as `data` (never: nothing beyond its own fields). */
export type BlockDataOf<T extends BlockType> = (typeof BLOCKS)[T] extends ComponentType<infer P> ? (P extends { data: infer D } ? D : never) : never
