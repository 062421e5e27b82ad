import { Carousel } from '../components/carousel/Carousel'
import { CounterControls } from '../components/carousel/CounterControls'
import { ResponsiveImage } from '../components/ResponsiveImage'
import type { BlockProps } from './RenderBlocks'
import './ImageCarouselBlock.css'

type Slide = { id?: string; image: unknown; title: string; text?: string | null }
type Fields = { label: string; slides: Slide[] }

/** A looping carousel of captioned images, one per view. */
export function ImageCarouselBlock({ block, index }: BlockProps<Fields>) {
  const slides = block.slides ?? []
  return (
    <div className="container image-carousel">
      <Carousel label={block.label} gap={16} renderControls={(state) => <CounterControls state={state} />}>
        {slides.map((slide, i) => (
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
