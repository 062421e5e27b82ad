import { useId } from 'react'
import { twoDigits } from '../../common/format'
import type { ImageCardsBlock } from '../../common/payload-types'
import { LinkArrow } from '../../ui/LinkArrow'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { PlainSectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import type { BlockProps } from '../types'
import '../section.css'
import './ImageCards.css'

/** Image cards that link on; numbered 01, 02 … when the editor asks for it. */
export function ImageCards({ block }: BlockProps<ImageCardsBlock>) {
  const headingId = useId()
  // Card titles sit one level below the block's heading, or stand in for it.
  const CardTitle = block.heading ? 'h3' : 'h2'
  return (
    <section className="container image-cards" aria-labelledby={block.heading ? headingId : undefined} data-numbered={block.numbered || undefined}>
      <PlainSectionHeader id={headingId} heading={block.heading} intro={block.intro} />
      <ul className="image-cards__list tile-grid">
        {block.cards.map((card, i) => (
          <li className="image-card" key={card.id ?? i}>
            <SiteLink href={card.url} className="image-card__link">
              <div className="image-card__media">
                <ResponsiveImage media={card.image} className="image-card__image" sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 50vw" />
                {block.numbered ? <span className="image-card__number">{twoDigits(i + 1)}</span> : null}
              </div>
              <div className="image-card__body">
                <CardTitle className="image-card__title">{card.title}</CardTitle>
                {card.text ? <p className="image-card__text">{card.text}</p> : null}
                {card.linkLabel ? (
                  <span className="image-card__more">
                    {card.linkLabel}
                    <LinkArrow />
                  </span>
                ) : null}
              </div>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
