import type { PhotoSliderBlock } from '../../common/payload-types'
import { Carousel } from '../../ui/carousel/Carousel'
import { carouselProps } from '../../ui/carousel/carouselLayout'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { SectionHeader, useSectionName } from '../../ui/section/SectionHeader'
import type { BlockProps } from '../types'
import './PhotoSlider.css'

/** Photographs with captions in a carousel whose slides per view are CMS settings. */
export function PhotoSlider({ block }: BlockProps<PhotoSliderBlock>) {
  const name = useSectionName(block.kicker, block.heading)
  return (
    <section className="block-section container photo-slider">
      <SectionHeader kicker={block.kicker} heading={block.heading} />
      <Carousel label={name} {...carouselProps(block.layout, { loop: true })}>
        {block.photos.map((photo, index) => (
          <figure key={photo.id ?? index} className="photo-slider__photo">
            <ResponsiveImage media={photo.image} className="photo-slider__image" sizes="(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw" />
            {photo.caption ? <figcaption className="photo-slider__caption">{photo.caption}</figcaption> : null}
          </figure>
        ))}
      </Carousel>
    </section>
  )
}
