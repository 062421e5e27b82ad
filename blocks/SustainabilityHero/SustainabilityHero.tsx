import type { SustainabilityHeroBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { CtaLink } from '../../ui/CtaLink'
import { Arrow } from '../../ui/icons'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import sustainabilityHeroCss from './SustainabilityHero.css?url'

const useStyles = stylesheets(sustainabilityHeroCss)

/** The sustainability front: the page's h1 beside its target year, set large. */
export function SustainabilityHero({ block, index }: BlockProps<SustainabilityHeroBlock>) {
  useStyles()
  return (
    <section className="target-hero stack">
      {block.image ? <ResponsiveImage media={block.image} className="target-hero__image" priority={index === 0} sizes="100vw" /> : null}
      <div className="container target-hero__inner">
        <div className="target-hero__text">
          {block.eyebrow ? <p className="eyebrow target-hero__eyebrow">{block.eyebrow}</p> : null}
          <h1 className="target-hero__title">{block.title}</h1>
          {block.text ? <p className="target-hero__lead">{block.text}</p> : null}
          <CtaLink link={block} className="button button--accent" after={<Arrow />} />
        </div>
        <p className="target-hero__target">
          <span className="target-hero__figure">{block.figure}</span>
          {block.figureLabel ? <span className="target-hero__figure-label">{block.figureLabel}</span> : null}
        </p>
      </div>
    </section>
  )
}
