import type { ImageCarouselBlock } from '../../common/payload-types'
import { Carousel } from '../../ui/carousel/Carousel'
import { CounterControls } from '../../ui/carousel/CounterControls'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import type { BlockProps } from '../types'
import './ImageCarousel.css'

/** A looping carousel of captioned images, one per view. */
export function ImageCarousel({ block, index }: BlockProps<ImageCarouselBlock>) {
  return (
    <div className="container image-carousel">
      <Carousel label={block.label} gap={16} renderControls={(state) => <CounterControls state={state} />}>
        {block.slides.map((slide, i) => (
          <figure className="image-carousel__slide" key={slide.id ?? i}>
            <ResponsiveImage
              media={slide.image}
              className="image-carousel__image"
              priority={index === 0 && i === 0}
              sizes="(min-width: 1240px) 1160px, 100vw"
            />
            <figcaption className="image-carousel__caption">
              <p className="image-carousel__title">{slide.title}</p>
              {slide.text ? <p className="image-carousel__text">{slide.text}</p> : null}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </div>
  )
}
