import { describe, expect, it } from 'vitest'
import type { ImageCarouselBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { ImageCarousel } from './ImageCarousel'

const banners: Compacted<ImageCarouselBlock> = {
  blockType: 'imageCarousel',
  look: 'banners',
  label: 'Our companies at work',
  slides: [
    { id: 'a', image: testImage('field'), title: 'In the field', text: 'Agronomists on a partner farm.' },
    { id: 'b', image: testImage('port'), title: 'At the port' },
  ],
  layout: { slides: 1, gap: 16, loop: true },
}

const links: Compacted<ImageCarouselBlock> = {
  blockType: 'imageCarousel',
  look: 'links',
  kicker: 'results',
  heading: 'Quarterly results',
  slides: [
    { image: testImage('q1'), eyebrow: 'Q1 2025', title: 'First quarter', text: 'Revenue up 12 %.', url: '/ir/results/q1', linkLabel: 'See the results' },
    { image: testImage('q2'), title: 'Second quarter', url: 'https://ir.example.com/q2' },
  ],
  layout: { slides: 1, gap: 0, loop: true },
}

const cards: Compacted<ImageCarouselBlock> = {
  blockType: 'imageCarousel',
  look: 'cards',
  heading: 'Media kit',
  intro: 'Logos and photos for the press.',
  slides: [
    { id: 'a', image: testImage('logo'), title: 'Logo', text: 'Colour and monochrome versions.' },
    { id: 'b', image: testImage('office'), title: 'Head office' },
    { id: 'c', image: testImage('team'), title: 'Management team' },
  ],
  layout: {
    slides: 1,
    breakpoints: [
      { minWidth: 576, slides: 1 },
      { minWidth: 960, slides: 3 },
    ],
    gap: 24,
  },
}

const photos: Compacted<ImageCarouselBlock> = {
  blockType: 'imageCarousel',
  look: 'photos',
  kicker: 'perspectives',
  heading: 'Our offices',
  slides: [
    { id: 'a', image: testImage('moscow'), title: 'Moscow headquarters' },
    { id: 'b', image: testImage('kazan') },
  ],
  layout: { slides: 1, gap: 16, loop: true },
}

const render = (block: Compacted<ImageCarouselBlock>, { index = 1, language }: { index?: number; language?: 'ru' } = {}) =>
  renderBlock(<ImageCarousel block={block} index={index} pageTitle="Who we are" />, { language })

describe('ImageCarousel as banners', () => {
  it('is a carousel named by its label, one "N of M" slide per image, with a counter and both arrows', () => {
    const html = render(banners)
    expect(html).toMatch(/<section class="carousel [^"]*"[^>]* aria-roledescription="carousel" aria-label="Our companies at work"/)
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).toContain('aria-label="2 of 2"')
    expect(html).toContain('<span class="counter-controls__total">02</span>')
    expect(html).toContain('<span class="visually-hidden">Previous slide</span>')
    expect(html).toContain('<span class="visually-hidden">Next slide</span>')
  })

  it('captions each image without a heading, leaving out an empty text', () => {
    const html = render(banners)
    expect(html).toContain('<p class="image-carousel__title">At the port</p>')
    expect(html.match(/image-carousel__text/g)).toHaveLength(1)
    expect(html).not.toMatch(/<h\d/)
  })

  it('loads only its first image eagerly, and only when it opens the page', () => {
    const first = render(banners, { index: 0 })
    expect(first).toMatch(/<img[^>]+alt="field picture" loading="eager"/)
    expect(first).toMatch(/<img[^>]+alt="port picture" loading="lazy"/)
    expect(render(banners, { index: 2 })).not.toContain('loading="eager"')
  })

  it('names its slides and arrows in Russian', () => {
    const html = render(banners, { language: 'ru' })
    expect(html).toContain('aria-label="1 из 2"')
    expect(html).toContain('<span class="visually-hidden">Предыдущий слайд</span>')
  })
})

describe('ImageCarousel as banners with a link', () => {
  it('is a carousel named by its heading, with the label above and each banner an h3 in an "N of M" slide', () => {
    const html = render(links)
    expect(html).toContain('<p class="content-header__kicker">Results and presentations</p>')
    expect(html).toMatch(/<h2 class="content-header__title">Quarterly results<\/h2>/)
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Quarterly results"/)
    const slides = [...html.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1])
    expect(slides).toEqual(['1 of 2', '2 of 2'])
    expect(html).toContain('<h3 class="image-carousel__title">First quarter</h3>')
    expect(html).toContain('<span class="visually-hidden">Next slide</span>')
    expect(html).toMatch(/<img[^>]+sizes="\(min-width: 1200px\) 720px, 100vw"[^>]+alt="q1 picture"/)
  })

  it('links each banner, an external one in a new tab, with a translated default label', () => {
    const en = render(links)
    expect(en).toMatch(/<a href="\/ir\/results\/q1" class="[^"]*">See the results<svg/)
    expect(en).toMatch(/<a href="https:\/\/ir\.example\.com\/q2"[^>]* target="_blank" rel="noopener noreferrer">Read more<svg/)
    const ru = render(links, { language: 'ru' })
    expect(ru).toMatch(/rel="noopener noreferrer">Подробнее<svg/)
    expect(ru).toContain('<p class="content-header__kicker">Результаты и презентации</p>')
    expect(ru).toContain('aria-label="2 из 2"')
  })

  it('leaves out an empty small line and text, and shows no link in the other looks', () => {
    const html = render(links)
    expect(html.match(/image-carousel__eyebrow/g)).toHaveLength(1)
    expect(html.match(/image-carousel__text/g)).toHaveLength(1)
    expect(render({ ...links, look: 'banners' })).not.toContain('<a ')
  })
})

describe('ImageCarousel as cards', () => {
  it('is a carousel named by its heading, one "N of M" slide per card, each headed one level below', () => {
    const html = render(cards)
    expect(html).toMatch(/<section class="carousel [^"]*"[^>]* aria-roledescription="carousel" aria-label="Media kit"/)
    expect(html).toContain('<h2 class="content-header__title">Media kit</h2>')
    expect(html).toContain('<p class="content-header__intro">Logos and photos for the press.</p>')
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="1 of 3"')
    expect(html).toContain('aria-label="3 of 3"')
    expect(html).toContain('<h3 class="image-carousel__title">Head office</h3>')
    expect(html).not.toContain('counter-controls')
  })

  it('draws the images no wider than the most slides in view allow, full width until slides share the view, and leaves out an empty text', () => {
    const html = render(cards)
    expect(html).toMatch(/<img[^>]+sizes="\(min-width: 1200px\) 400px, \(min-width: 960px\) 50vw, 100vw"[^>]+alt="office picture"/)
    expect(html).toContain('@media (min-width:960px)')
    expect(html.match(/image-carousel__text/g)).toHaveLength(1)
  })

  it('names its slides and arrows in Russian', () => {
    const html = render(cards, { language: 'ru' })
    expect(html).toContain('aria-label="2 из 3"')
    expect(html).toContain('<span class="visually-hidden">Следующий слайд</span>')
  })
})

describe('ImageCarousel as photos', () => {
  it('is a carousel named by its heading under its section label, one "N of M" slide per photo', () => {
    const html = render(photos)
    expect(html).toMatch(/<section class="carousel [^"]*"[^>]* aria-roledescription="carousel" aria-label="Our offices"/)
    expect(html).toMatch(/<h2 class="content-header__title">Our offices<\/h2>/)
    expect(html).toContain('<p class="content-header__kicker">Perspectives</p>')
    expect(html).toContain('aria-label="1 of 2"')
    expect(html).toContain('aria-label="2 of 2"')
  })

  it('captions only the photos that have a caption', () => {
    const html = render(photos)
    expect(html.match(/<figcaption/g)).toHaveLength(1)
    expect(html).toContain('<figcaption class="image-carousel__caption"><p class="image-carousel__title">Moscow headquarters</p></figcaption>')
    expect(html).toMatch(/<img[^>]+alt="kazan picture"/)
  })

  it('takes its section label as its name without a heading, in the page language', () => {
    const html = render({ ...photos, heading: null }, { language: 'ru' })
    expect(html).toContain('<h2 class="content-header__title">Точки зрения</h2>')
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Точки зрения"/)
    expect(html).toContain('aria-label="1 из 2"')
  })
})
