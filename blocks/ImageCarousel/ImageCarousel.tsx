import type { ImageCarouselBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { Carousel } from '../../ui/carousel/Carousel'
import { carouselProps } from '../../ui/carousel/carouselLayout'
import { CounterControls } from '../../ui/carousel/CounterControls'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Arrow } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import sectionCss from '../../ui/section/section.css?url'
import { SectionHeader, useSectionName } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import imageCarouselCss from './ImageCarousel.css?url'

const useStyles = stylesheets(sectionCss, imageCarouselCss)

/** Captioned images in a carousel: banners (the caption beside the image, with a counter or a
 * link button), framed cards or photos; slides per view, the gap and looping are the block's
 * settings. */
export function ImageCarousel({ block, index }: BlockProps<ImageCarouselBlock>) {
  useStyles()
  const { t } = useTranslation()
  const name = useSectionName(block.kicker, block.heading) || block.label || ''
  const layout = carouselProps(block.layout, { loop: true })
  const banners = block.look === 'banners'
  const links = block.look === 'links'
  // The widest view decides how large an image may be drawn (three fifths of a banner, its
  // caption beside it); until slides share the view one fills the width.
  const most = Math.max(layout.slides, ...layout.breakpoints.map((bp) => bp.slides))
  const share = banners || links ? 0.6 : 1
  const from = Math.min(...layout.breakpoints.filter((bp) => bp.slides > 1).map((bp) => bp.minWidth))
  const sizes = [`(min-width: 1200px) ${Math.ceil((1200 * share) / most)}px`, ...(from < 1200 ? [`(min-width: ${from}px) 50vw`] : []), '100vw'].join(', ')
  const Title = block.look === 'cards' || links ? 'h3' : 'p'
  return (
    <section className={`container image-carousel image-carousel--${block.look}${banners ? '' : ' block-section'}`}>
      <SectionHeader kicker={block.kicker} heading={block.heading} intro={block.intro} />
      <Carousel label={name} {...layout} renderControls={banners ? (state) => <CounterControls state={state} /> : undefined}>
        {block.slides.map((slide, i) => (
          <figure className={`image-carousel__slide${block.look === 'cards' ? ' picture-card panel' : ''}`} key={slide.id ?? i}>
            <ResponsiveImage media={slide.image} className="image-carousel__image" priority={index === 0 && i === 0} sizes={sizes} />
            {slide.title || slide.text || links ? (
              <figcaption className="image-carousel__caption">
                {links && slide.eyebrow ? <p className="image-carousel__eyebrow">{slide.eyebrow}</p> : null}
                {slide.title ? <Title className="image-carousel__title">{slide.title}</Title> : null}
                {slide.text ? <p className="image-carousel__text">{slide.text}</p> : null}
                {links && slide.url ? (
                  <SiteLink href={slide.url} className="button button--accent image-carousel__link">
                    {slide.linkLabel || t('Media_read_more')}
                    <Arrow />
                  </SiteLink>
                ) : null}
              </figcaption>
            ) : null}
          </figure>
        ))}
      </Carousel>
    </section>
  )
}
