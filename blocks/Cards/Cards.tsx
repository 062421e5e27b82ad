import { useId } from 'react'
import { formatDate, twoDigits } from '../../common/format'
import type { CardsBlock } from '../../common/payload-types'
import type { BlockProps } from '../../ui/blocks/types'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { LinkArrow } from '../../ui/LinkArrow'
import { stylesheets } from '../../ui/page/stylesheets'
import { ResponsiveImage } from '../../ui/ResponsiveImage'
import sectionCss from '../../ui/section/section.css?url'
import { PlainSectionHeader, SectionHeader } from '../../ui/section/SectionHeader'
import { SiteLink } from '../../ui/SiteLink'
import cardsCss from './Cards.css?url'

const useStyles = stylesheets(sectionCss, cardsCss)

/** A row of cards: panels, pictures or articles, whose linked title makes the whole card
 * clickable, or tiles, each wholly a link. */
export function Cards({ block }: BlockProps<CardsBlock>) {
  useStyles()
  const { t } = useTranslation()
  const language = useLanguage()
  if (block.look === 'tiles') return <Tiles block={block} />
  const articles = block.look === 'articles'
  const pictures = articles || block.look === 'pictures'
  return (
    <section className="block-section container">
      <SectionHeader heading={block.heading} intro={block.intro} />
      <ul className={`cards cards--${block.look}`}>
        {block.cards.map((card, index) => (
          <li key={card.id ?? index} className={`cards__card linked-card${pictures ? ' picture-card panel' : ''}`}>
            {pictures ? (
              <ResponsiveImage
                media={card.image}
                className="cards__image"
                sizes={articles ? '(min-width: 768px) 290px, 50vw' : '(min-width: 768px) 380px, 100vw'}
              />
            ) : null}
            <div className="cards__body">
              {card.figure && !pictures ? <p className="cards__figure">{card.figure}</p> : null}
              {articles ? (
                <p className="cards__meta">
                  {card.tag ? (
                    <span className="cards__tag" data-tag={card.tag}>
                      {t(`Article_tag_${card.tag}`)}
                    </span>
                  ) : null}
                  {card.date ? <time dateTime={card.date.slice(0, 10)}>{formatDate(card.date, language)}</time> : null}
                </p>
              ) : null}
              <h3 className="cards__title">
                {card.url ? (
                  <SiteLink href={card.url} className="cards__link">
                    {card.title}
                  </SiteLink>
                ) : (
                  card.title
                )}
              </h3>
              {card.text ? <p className="cards__text">{card.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Tiles that link on as a whole, numbered 01, 02 … when the editor asks for it. */
function Tiles({ block }: Pick<BlockProps<CardsBlock>, 'block'>) {
  const headingId = useId()
  // Tile titles sit one level below the block's heading, or stand in for it.
  const TileTitle = block.heading ? 'h3' : 'h2'
  return (
    <section className="container tiles" aria-labelledby={block.heading ? headingId : undefined} data-numbered={block.numbered || undefined}>
      <PlainSectionHeader id={headingId} heading={block.heading} intro={block.intro} />
      <ul className="tiles__list tile-grid">
        {block.cards.map((card, i) => (
          <li className="tile" key={card.id ?? i}>
            <SiteLink href={card.url ?? ''} className="tile__link">
              <div className="tile__media">
                <ResponsiveImage media={card.image} className="tile__image" sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 50vw" />
                {block.numbered ? <span className="tile__number">{twoDigits(i + 1)}</span> : null}
              </div>
              <div className="tile__body">
                <TileTitle className="tile__title">{card.title}</TileTitle>
                {card.text ? <p className="tile__text">{card.text}</p> : null}
                {card.linkLabel ? (
                  <span className="tile__more">
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
