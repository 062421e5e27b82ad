import type { GalleryCarouselBlock } from '../../common/payload-types'
import { Carousel } from '../../ui/carousel/Carousel'
import { carouselProps } from '../../ui/carousel/carouselLayout'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { SectionHeader } from '../../ui/section/SectionHeader'
import type { BlockProps } from '../types'
import '../section.css'
import './GalleryCarousel.css'

/** Media-kit items (logos, offices ...) in a carousel with arrows; slides per view and the
 * gap are the block's CMS settings. */
export function GalleryCarousel({ block }: BlockProps<GalleryCarouselBlock>) {
  const layout = carouselProps(block.layout)
  // The widest view decides how large an image may be drawn.
  const most = Math.max(layout.slides, ...layout.breakpoints.map((bp) => bp.slides))
  return (
    <section className="block-section container gallery-carousel">
      <SectionHeader heading={block.heading} intro={block.intro} />
      <Carousel label={block.heading} {...layout}>
        {block.items.map((item, index) => (
          <figure key={item.id ?? index} className="gallery-carousel__item picture-card panel">
            <ResponsiveImage
              media={item.image}
              className="gallery-carousel__image"
              sizes={`(min-width: 1200px) ${Math.ceil(1200 / most)}px, (min-width: 640px) 50vw, 100vw`}
            />
            <figcaption className="gallery-carousel__caption">
              <h3 className="gallery-carousel__header">{item.header}</h3>
              {item.text ? <p className="gallery-carousel__text">{item.text}</p> : null}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  )
}
