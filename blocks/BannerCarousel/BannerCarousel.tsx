import { useRef, type CSSProperties } from 'react'
import { isExternal } from '../../common/links'
import type { BannerCarouselBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { Carousel } from '../../ui/carousel/Carousel'
import { CounterControls } from '../../ui/carousel/CounterControls'
import { CtaLink } from '../../ui/CtaLink'
import { Play } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { RELEASE_AFTER, STICKY_TOP, useStickyRelease } from '../../ui/useStickyRelease'
import bannerCarouselCss from './BannerCarousel.css?url'

const useStyles = stylesheets(bannerCarouselCss)

/** Matches the CSS breakpoint where the hero sits beside the carousel; narrower, it stacks. */
const SIDE_BY_SIDE = '(min-width: 900px)'

/** The home page's opening: the hero (the page's h1) sticks beside a looping banner carousel. */
export function BannerCarousel({ block, index }: BlockProps<BannerCarouselBlock>) {
  useStyles()
  const grid = useRef<HTMLDivElement>(null)
  const hero = useRef<HTMLDivElement>(null)
  const marker = useRef<HTMLSpanElement>(null)
  const sticky = useStickyRelease({ container: grid, sticky: hero, marker }, SIDE_BY_SIDE)
  const { hero: fields, slides = [] } = block
  const style = {
    '--sticky-top': `${STICKY_TOP}px`,
    '--released-top': sticky.mode === 'released' ? `${sticky.top}px` : undefined,
  } as CSSProperties

  return (
    <section className="banner">
      <span ref={marker} className="banner__release-marker" style={{ top: RELEASE_AFTER }} aria-hidden="true" />
      <div ref={grid} className="container banner__grid">
        <div ref={hero} className="banner__hero" data-sticky={sticky.mode} style={style}>
          {fields.eyebrow ? <p className="banner__eyebrow">{fields.eyebrow}</p> : null}
          <h1 className="banner__title">{fields.title}</h1>
          {fields.text ? <p className="banner__lead">{fields.text}</p> : null}
          <CtaLink link={fields} className="button" />
        </div>
        <Carousel label={block.label} className="banner__carousel" gap={16} renderControls={(state) => <CounterControls state={state} />}>
          {slides.map((slide, i) => (
            <div className="banner-slide stack" key={slide.id ?? i}>
              <ResponsiveImage
                media={slide.image}
                className="banner-slide__image"
                // The first slide is what a visitor sees first on the home page.
                priority={index === 0 && i === 0}
                sizes="(min-width: 1240px) 700px, (min-width: 900px) 58vw, 100vw"
              />
              <div className="banner-slide__text">
                {slide.kicker ? <p className="banner-slide__kicker">{slide.kicker}</p> : null}
                <p className="banner-slide__headline">{slide.headline}</p>
                {/* The external banners are films. */}
                <CtaLink link={slide} className="button button--accent banner-slide__cta" before={slide.url && isExternal(slide.url) ? <Play /> : null} />
              </div>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  )
}
