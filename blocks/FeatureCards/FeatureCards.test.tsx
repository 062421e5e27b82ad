import { describe, expect, it } from 'vitest'
import type { FeatureCardsBlock } from '../../common/payload-types'
import { renderBlock } from '../testing'
import type { Compacted } from '../types'
import { FeatureCards } from './FeatureCards'

const block: Compacted<FeatureCardsBlock> = {
  blockType: 'featureCards',
  heading: 'Why invest with us',
  intro: 'Three reasons.',
  cards: [
    { figure: '35', title: 'Years of experience', text: 'Since 1988.', url: '/about_us/history' },
    { title: 'Independent ratings', url: 'https://ratings.example.com' },
    { title: 'Clients first', text: 'A manager for each client.' },
  ],
}

describe('FeatureCards', () => {
  it('names the section with an h2 and its introduction, and gives each card an h3', () => {
    const html = renderBlock(<FeatureCards block={block} index={1} pageTitle="Home" />)
    expect(html).toMatch(/<h2 class="content-header__title">Why invest with us<\/h2><p class="content-header__intro">Three reasons\.<\/p>/)
    expect(html.match(/<h3 class="feature-cards__title">/g)).toHaveLength(3)
    expect(html).toContain('<h3 class="feature-cards__title">Clients first</h3>')
  })

  it('links a card’s title when it has a link, opening another site in a new tab', () => {
    const en = renderBlock(<FeatureCards block={block} index={1} pageTitle="Home" />)
    expect(en).toContain('<h3 class="feature-cards__title"><a href="/about_us/history" class="feature-cards__link">Years of experience</a></h3>')
    expect(en).toMatch(
      /<a href="https:\/\/ratings\.example\.com" class="feature-cards__link" target="_blank" rel="noopener noreferrer">Independent ratings<span class="visually-hidden">[^<]*(<!-- -->)?\(opens in a new tab\)/,
    )

    const ru = renderBlock(<FeatureCards block={block} index={1} pageTitle="Главная" />, { language: 'ru' })
    expect(ru).toContain('(откроется в новой вкладке)')
  })

  it('shows a figure and a text only on the cards that have them, and no header without heading or intro', () => {
    const html = renderBlock(<FeatureCards block={{ ...block, heading: null, intro: null }} index={1} pageTitle="Home" />)
    expect(html.match(/<p class="feature-cards__figure">35<\/p>/g)).toHaveLength(1)
    expect(html.match(/feature-cards__figure/g)).toHaveLength(1)
    expect(html.match(/feature-cards__text/g)).toHaveLength(2)
    expect(html).not.toContain('<header')
    expect(html).not.toContain('<h2')
  })
})
