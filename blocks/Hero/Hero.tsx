import type { HeroBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { ResponsiveImage } from '../../ui/ResponsiveImage'

export function Hero({ block, index }: BlockProps<HeroBlock>) {
  return (
    <section className="hero stack" data-has-image={block.image ? true : undefined}>
      {block.image ? <ResponsiveImage media={block.image} className="hero__image" priority={index === 0} sizes="100vw" /> : null}
      <div className="container hero__text">
        <h1 className="hero__title">{block.title}</h1>
        {block.subtitle ? <p className="hero__subtitle">{block.subtitle}</p> : null}
      </div>
    </section>
  )
}
