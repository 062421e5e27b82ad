import type { MediaLabel } from '../../common/mediaLabels'
import { Carousel } from '../components/carousel/Carousel'
import { ResponsiveImage } from '../components/ResponsiveImage'
import { SectionHeader, useSectionName } from '../components/section/SectionHeader'
import { carouselProps, type CarouselLayout } from './carouselLayout'
import type { BlockProps } from './RenderBlocks'
import './PhotoSliderBlock.css'

type Photo = { id?: string; image: unknown; caption?: string | null }
type PhotoSlider = { kicker?: MediaLabel | null; heading: string; photos?: Photo[]; layout?: CarouselLayout | null }

/** Photographs with captions in a carousel whose slides per view are CMS settings. */
export function PhotoSliderBlock({ block }: BlockProps<PhotoSlider>) {
  const name = useSectionName(block.kicker, block.heading)
  return (
    <section className="block-section container photo-slider">
      <SectionHeader kicker={block.kicker} heading={block.heading} />
      <Carousel label={name} {...carouselProps(block.layout, { loop: true })}>
        {(block.photos ?? []).map((photo, index) => (
          <figure key={photo.id ?? index} className="photo-slider__photo">
            <ResponsiveImage media={photo.image} className="photo-slider__image" sizes="(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw" />
            {photo.caption ? <figcaption className="photo-slider__caption">{photo.caption}</figcaption> : null}
          </figure>
        ))}
      </Carousel>
    </section>
  )
}
