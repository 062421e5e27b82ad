import { describe, expect, it } from 'vitest'
import type { ImageCardsBlock } from '../../common/payload-types'
import { renderBlock, testImage } from '../testing'
import type { Compacted } from '../types'
import { ImageCards } from './ImageCards'

const block: Compacted<ImageCardsBlock> = {
  blockType: 'imageCards',
  heading: 'Our business',
  intro: 'Four lines of business.',
  numbered: true,
  cards: [
    { id: 'a', image: testImage('insurance'), title: 'Insurance', text: 'Life and property.', url: '/our_business/insurance', linkLabel: 'Learn more' },
    { id: 'b', image: testImage('partners'), title: 'Partners', url: 'https://partners.example.org/' },
  ],
}

describe('ImageCards', () => {
  it('names the section by its heading, puts the card titles one level below and numbers the cards', () => {
    const html = renderBlock(<ImageCards block={block} index={1} pageTitle="Home" />)
    const id = html.match(/<section class="container image-cards" aria-labelledby="([^"]+)" data-numbered="true">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<h2 id="${id}">Our business</h2>`)
    expect(html).toContain('<p class="section-header__intro">Four lines of business.</p>')
    expect(html).toContain('<h3 class="image-card__title">Insurance</h3>')
    expect(html).toContain('<span class="image-card__number">01</span>')
    expect(html).toContain('<span class="image-card__number">02</span>')
  })

  it('links each card: a site path in place, a full address in a new tab', () => {
    const html = renderBlock(<ImageCards block={block} index={1} pageTitle="Home" />)
    expect(html).toContain('<a href="/our_business/insurance" class="image-card__link">')
    expect(html).toContain('<a href="https://partners.example.org/" class="image-card__link" target="_blank" rel="noopener noreferrer">')
    expect(html).toMatch(/<span class="visually-hidden"> (<!-- -->)?\(opens in a new tab\)<\/span><\/a>/)
    // The link label and text are shown only for the card that has them.
    expect(html.match(/image-card__more/g)).toHaveLength(1)
    expect(html.match(/image-card__text/g)).toHaveLength(1)
  })

  it('without a heading or numbering, leaves out the header and numbers and makes the card titles the headings', () => {
    const html = renderBlock(<ImageCards block={{ ...block, heading: null, intro: null, numbered: false }} index={1} pageTitle="Home" />)
    expect(html).not.toContain('aria-labelledby')
    expect(html).not.toContain('<header')
    expect(html).not.toContain('image-card__number')
    expect(html).toContain('<h2 class="image-card__title">Partners</h2>')
  })

  it('says in Russian that a link opens a new tab', () => {
    const html = renderBlock(<ImageCards block={block} index={1} pageTitle="Главная" />, { language: 'ru' })
    expect(html).toMatch(/<span class="visually-hidden"> (<!-- -->)?\(откроется в новой вкладке\)<\/span>/)
  })
})
