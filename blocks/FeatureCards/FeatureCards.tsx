import type { FeatureCardsBlock } from '../../common/payload-types'
import { SectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import type { BlockProps } from '../types'
import '../section.css'
import './FeatureCards.css'

/** A row of short cards; a card with a link is wholly clickable. */
export function FeatureCards({ block }: BlockProps<FeatureCardsBlock>) {
  return (
    <section className="block-section container">
      <SectionHeader heading={block.heading} intro={block.intro} />
      <ul className="feature-cards">
        {(block.cards ?? []).map((card, index) => (
          <li key={card.id ?? index} className="feature-cards__card linked-card">
            {card.figure ? <p className="feature-cards__figure">{card.figure}</p> : null}
            <h3 className="feature-cards__title">
              {card.url ? (
                <SiteLink href={card.url} className="feature-cards__link">
                  {card.title}
                </SiteLink>
              ) : (
                card.title
              )}
            </h3>
            {card.text ? <p className="feature-cards__text">{card.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
