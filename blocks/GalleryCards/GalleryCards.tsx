import type { GalleryCardsBlock } from '../../common/payload-types'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import type { BlockProps } from '../types'
import '../section.css'
import './GalleryCards.css'

/** Image cards leading to the media gallery; the whole card is the link's target area. */
export function GalleryCards({ block }: BlockProps<GalleryCardsBlock>) {
  return (
    <section className="block-section container">
      <SectionHeader heading={block.heading} intro={block.intro} />
      <ul className="gallery-cards">
        {(block.cards ?? []).map((card, index) => (
          <li key={card.id ?? index} className="gallery-cards__card linked-card picture-card panel">
            <ResponsiveImage media={card.image} className="gallery-cards__image" sizes="(min-width: 768px) 380px, 100vw" />
            <div className="gallery-cards__body">
              <h3 className="gallery-cards__title">
                <SiteLink href={card.url} className="gallery-cards__link">
                  {card.title}
                </SiteLink>
              </h3>
              {card.text ? <p className="gallery-cards__text">{card.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
