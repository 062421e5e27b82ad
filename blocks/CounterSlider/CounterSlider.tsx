import { useId } from 'react'
import type { CounterSliderBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { Carousel } from '../../ui/carousel/Carousel'
import { CounterControls } from '../../ui/carousel/CounterControls'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { LinkArrow } from '../../ui/LinkArrow'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import sectionCss from '../../ui/section/section.css?url'
import { SiteLink } from '../../ui/SiteLink'
import counterSliderCss from './CounterSlider.css?url'

const useStyles = stylesheets(sectionCss, counterSliderCss)

/** A text beside a looping image slider with a next button and a "01 / 03" counter. */
export function CounterSlider({ block }: BlockProps<CounterSliderBlock>) {
  useStyles()
  const { t } = useTranslation()
  const headingId = useId()
  const images = block.images ?? []
  return (
    <section className="container split counter-slider" aria-labelledby={headingId}>
      <div className="counter-slider__text">
        {block.name ? <p className="eyebrow">{block.name}</p> : null}
        <h2 id={headingId}>{block.header}</h2>
        {block.main ? <p className="counter-slider__main">{block.main}</p> : null}
        {block.url ? (
          <SiteLink href={block.url} className="text-link">
            {block.linkLabel || t('CounterSlider_read_more')}
            <span className="visually-hidden">: {block.header}</span>
            <LinkArrow />
          </SiteLink>
        ) : null}
      </div>
      <Carousel
        label={block.label}
        className="counter-slider__carousel"
        gap={16}
        renderControls={(state) => <CounterControls state={state} withPrevious={false} />}
      >
        {images.map((row, i) => (
          <ResponsiveImage
            key={row.id ?? i}
            media={row.image}
            className="counter-slider__image"
            sizes="(min-width: 1200px) 680px, (min-width: 900px) 56vw, 100vw"
          />
        ))}
      </Carousel>
    </section>
  )
}
