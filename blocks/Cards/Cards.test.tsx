import { describe, expect, it } from 'vitest'
import type { CardsBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { Cards } from './Cards'

const panels: Compacted<CardsBlock> = {
  blockType: 'cards',
  look: 'panels',
  heading: 'Why invest with us',
  intro: 'Three reasons.',
  cards: [
    { figure: '35', title: 'Years of experience', text: 'Since 1988.', url: '/about_us/history' },
    { title: 'Independent ratings', url: 'https://ratings.example.com' },
    { title: 'Clients first', text: 'A manager for each client.' },
  ],
}

const pictures: Compacted<CardsBlock> = {
  blockType: 'cards',
  look: 'pictures',
  heading: 'Media gallery',
  intro: 'Photos and films of the group.',
  cards: [
    { image: testImage('photos'), title: 'Photos', text: 'Events and offices.', url: '/media/media_gallery' },
    { image: testImage('films'), title: 'Films', url: 'https://video.example.com' },
  ],
}

const articles: Compacted<CardsBlock> = {
  blockType: 'cards',
  look: 'articles',
  heading: 'Our stories',
  cards: [
    { tag: 'environment', image: testImage('forest'), title: 'Planting a forest', date: '2024-05-17T00:00:00.000Z', url: '/media/news/forest' },
    { tag: 'talent', image: testImage('careers'), title: 'Join the team', url: 'https://careers.example.com' },
  ],
}

const tiles: Compacted<CardsBlock> = {
  blockType: 'cards',
  look: 'tiles',
  heading: 'Our business',
  intro: 'Four lines of business.',
  numbered: true,
  cards: [
    { id: 'a', image: testImage('insurance'), title: 'Insurance', text: 'Life and property.', url: '/our_business/insurance', linkLabel: 'Learn more' },
    { id: 'b', image: testImage('partners'), title: 'Partners', url: 'https://partners.example.org/' },
  ],
}

const render = (block: Compacted<CardsBlock>, language?: 'ru') => renderBlock(<Cards block={block} index={1} pageTitle="Home" />, { language })

describe('Cards as panels', () => {
  it('names the section with an h2 and its introduction, and gives each card an h3', () => {
    const html = render(panels)
    expect(html).toMatch(/<h2 class="content-header__title">Why invest with us<\/h2><p class="content-header__intro">Three reasons\.<\/p>/)
    expect(html.match(/<h3 class="cards__title">/g)).toHaveLength(3)
    expect(html).toContain('<h3 class="cards__title">Clients first</h3>')
    expect(html).not.toContain('<img')
  })

  it('links a card’s title when it has a link, opening another site in a new tab', () => {
    const en = render(panels)
    expect(en).toContain('<h3 class="cards__title"><a href="/about_us/history" class="cards__link">Years of experience</a></h3>')
    expect(en).toMatch(
      /<a href="https:\/\/ratings\.example\.com" class="cards__link" target="_blank" rel="noopener noreferrer">Independent ratings<span class="visually-hidden">[^<]*(<!-- -->)?\(opens in a new tab\)/,
    )
    expect(render(panels, 'ru')).toContain('(откроется в новой вкладке)')
  })

  it('shows a figure and a text only on the cards that have them, and no header without heading or intro', () => {
    const html = render({ ...panels, heading: null, intro: null })
    expect(html.match(/<p class="cards__figure">35<\/p>/g)).toHaveLength(1)
    expect(html.match(/cards__figure/g)).toHaveLength(1)
    expect(html.match(/cards__text/g)).toHaveLength(2)
    expect(html).not.toContain('<header')
    expect(html).not.toContain('<h2')
  })
})

describe('Cards as pictures', () => {
  it('names the section with an h2 and links each picture card from its h3 title, images loaded lazily', () => {
    const html = render(pictures)
    expect(html).toMatch(/<h2 class="content-header__title">Media gallery<\/h2><p class="content-header__intro">Photos and films of the group\.<\/p>/)
    expect(html).toContain('<li class="cards__card linked-card picture-card panel">')
    expect(html).toContain('<h3 class="cards__title"><a href="/media/media_gallery" class="cards__link">Photos</a></h3>')
    expect(html).toMatch(/<img class="cards__image"[^>]+alt="photos picture" loading="lazy"/)
  })

  it('opens a card on another site in a new tab and says so, in the page language', () => {
    expect(render(pictures)).toMatch(
      /<a href="https:\/\/video\.example\.com" class="cards__link" target="_blank" rel="noopener noreferrer">Films<span class="visually-hidden">[^<]*(<!-- -->)?\(opens in a new tab\)/,
    )
    expect(render(pictures, 'ru')).toMatch(/rel="noopener noreferrer">Films<span class="visually-hidden">[^<]*(<!-- -->)?\(откроется в новой вкладке\)/)
  })

  it('shows a card’s text only when it has one, and no header without heading or intro', () => {
    const html = render({ ...pictures, heading: null, intro: null })
    expect(html.match(/cards__text/g)).toHaveLength(1)
    expect(html).not.toContain('<header')
  })
})

describe('Cards as articles', () => {
  it('names the section with an h2 and links each article from its h3 title', () => {
    const html = render(articles)
    expect(html).toMatch(/<h2 class="content-header__title">Our stories<\/h2>/)
    expect(html).toContain('<ul class="cards cards--articles">')
    expect(html).toContain('<h3 class="cards__title"><a href="/media/news/forest" class="cards__link">Planting a forest</a></h3>')
    expect(html).toMatch(/<img[^>]+sizes="\(min-width: 768px\) 290px, 50vw"[^>]+alt="forest picture"[^>]+loading="lazy"/)
    expect(html).not.toMatch(/<a href="\/media\/news\/forest"[^>]*target=/)
  })

  it('shows the topic and the date in the page language, and no date when the article has none', () => {
    const en = render(articles)
    expect(en).toContain('<span class="cards__tag" data-tag="environment">Environment</span>')
    expect(en).toContain('<time dateTime="2024-05-17">17 May 2024</time>')
    expect(en.match(/<time/g)).toHaveLength(1)

    const ru = render(articles, 'ru')
    expect(ru).toContain('<span class="cards__tag" data-tag="environment">Экология</span>')
    expect(ru).toContain('<span class="cards__tag" data-tag="talent">Таланты</span>')
    expect(ru).toContain('<time dateTime="2024-05-17">17 мая 2024 г.</time>')
    expect(ru).toMatch(/rel="noopener noreferrer">Join the team<span class="visually-hidden">[^<]*(<!-- -->)?\(откроется в новой вкладке\)/)
  })

  it('shows no topic or date outside the articles look', () => {
    expect(render({ ...articles, look: 'pictures' })).not.toMatch(/cards__meta|cards__tag|<time/)
  })
})

describe('Cards as tiles', () => {
  it('names the section by its heading, puts the tile titles one level below and numbers the tiles', () => {
    const html = render(tiles)
    const id = html.match(/<section class="container tiles" aria-labelledby="([^"]+)" data-numbered="true">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<h2 id="${id}">Our business</h2>`)
    expect(html).toContain('<p class="section-header__intro">Four lines of business.</p>')
    expect(html).toContain('<h3 class="tile__title">Insurance</h3>')
    expect(html).toContain('<span class="tile__number">01</span>')
    expect(html).toContain('<span class="tile__number">02</span>')
  })

  it('links each tile as a whole: a site path in place, a full address in a new tab', () => {
    const html = render(tiles)
    expect(html).toContain('<a href="/our_business/insurance" class="tile__link">')
    expect(html).toContain('<a href="https://partners.example.org/" class="tile__link" target="_blank" rel="noopener noreferrer">')
    expect(html).toMatch(/<span class="visually-hidden"> (<!-- -->)?\(opens in a new tab\)<\/span><\/a>/)
    // The link label and text are shown only for the tile that has them.
    expect(html.match(/tile__more/g)).toHaveLength(1)
    expect(html.match(/tile__text/g)).toHaveLength(1)
  })

  it('without a heading or numbering, leaves out the header and numbers and makes the tile titles the headings', () => {
    const html = render({ ...tiles, heading: null, intro: null, numbered: false })
    expect(html).not.toContain('aria-labelledby')
    expect(html).not.toContain('<header')
    expect(html).not.toContain('tile__number')
    expect(html).toContain('<h2 class="tile__title">Partners</h2>')
  })

  it('says in Russian that a link opens a new tab', () => {
    expect(render(tiles, 'ru')).toMatch(/<span class="visually-hidden"> (<!-- -->)?\(откроется в новой вкладке\)<\/span>/)
  })
})
