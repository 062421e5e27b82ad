import { describe, expect, it } from 'vitest'
import type { PromoCardBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { PromoCard } from './PromoCard'

const block: Compacted<PromoCardBlock> = {
  blockType: 'promoCard',
  kicker: 'stories',
  title: 'Building a greener portfolio',
  text: 'How the group invests for the long term.',
  image: testImage('portfolio'),
  url: '/media/greener-portfolio',
}

describe('PromoCard', () => {
  it('shows its title as a section heading under the shared label, with text and image', () => {
    const html = renderBlock(<PromoCard block={block} index={3} pageTitle="Media" />)
    expect(html).toMatch(/<h2 class="content-header__title">Building a greener portfolio<\/h2>/)
    expect(html).toContain('<p class="content-header__kicker">Stories and insights</p>')
    expect(html).toContain('How the group invests for the long term.')
    expect(html).toMatch(/<img[^>]+alt="portfolio picture"[^>]+loading="lazy"/)
  })

  it('links with the catalogue’s "Read more" when the link has no label of its own', () => {
    const en = renderBlock(<PromoCard block={block} index={3} pageTitle="Media" />)
    expect(en).toMatch(/<a href="\/media\/greener-portfolio" class="button promo-card__link">Read more<svg/)
    expect(en).not.toContain('target="_blank"')
    const ru = renderBlock(<PromoCard block={block} index={3} pageTitle="Медиа" />, { language: 'ru' })
    expect(ru).toMatch(/class="button promo-card__link">Подробнее<svg/)
  })

  it('opens an external link in a new tab with its own label, and has no link without an address', () => {
    const external = renderBlock(
      <PromoCard block={{ ...block, url: 'https://example.org/report', linkLabel: 'Read the report' }} index={3} pageTitle="Media" />,
    )
    expect(external).toMatch(
      /<a href="https:\/\/example.org\/report" class="button promo-card__link" target="_blank" rel="noopener noreferrer">Read the report/,
    )
    const none = renderBlock(<PromoCard block={{ ...block, url: null }} index={3} pageTitle="Media" />)
    expect(none).not.toContain('<a ')
  })
})
