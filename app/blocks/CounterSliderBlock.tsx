import { useId } from 'react'
import { useTranslation } from '../i18n/useTranslation'
import { Carousel } from '../components/carousel/Carousel'
import { CounterControls } from '../components/carousel/CounterControls'
import { ResponsiveImage } from '../components/ResponsiveImage'
import { LinkArrow } from '../components/LinkArrow'
import { SiteLink } from '../components/SiteLink'
import type { BlockProps } from './RenderBlocks'
import './section.css'
import './CounterSliderBlock.css'

type Fields = {
  name?: string | null
  header: string
  main?: string | null
  url?: string | null
  linkLabel?: string | null
  label: string
  images: { id?: string; image: unknown }[]
}

/** A text beside a looping image slider with a next button and a "01 / 03" counter. */
export function CounterSliderBlock({ block }: BlockProps<Fields>) {
  const { t } = useTranslation()
  const headingId = useId()
  const images = block.images ?? []
  return (
    <section className="container counter-slider" aria-labelledby={headingId}>
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
          <ResponsiveImage key={row.id ?? i} media={row.image} className="counter-slider__image" sizes="(min-width: 1200px) 680px, (min-width: 900px) 56vw, 100vw" />
        ))}
      </Carousel>
    </section>
  )
}
