import { ResponsiveImage } from '../components/ResponsiveImage'
import type { BlockProps } from './RenderBlocks'

type Hero = { title: string; subtitle?: string | null; image?: unknown }

export function HeroBlock({ block, index }: BlockProps<Hero>) {
  return (
    <section className="hero" data-has-image={block.image ? true : undefined}>
      {block.image ? <ResponsiveImage media={block.image} className="hero__image" priority={index === 0} sizes="100vw" /> : null}
      <div className="container hero__text">
        <h1 className="hero__title">{block.title}</h1>
        {block.subtitle ? <p className="hero__subtitle">{block.subtitle}</p> : null}
      </div>
    </section>
  )
}
