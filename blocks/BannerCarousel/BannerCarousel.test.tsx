import { describe, expect, it } from 'vitest'
import type { BannerCarouselBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { BannerCarousel } from './BannerCarousel'

const block: Compacted<BannerCarouselBlock> = {
  blockType: 'bannerCarousel',
  hero: { eyebrow: 'Investment group', title: 'Capital for the long run', text: 'Since 1988.', url: '/about_us', linkLabel: 'About us' },
  label: 'Highlights',
  slides: [
    { image: testImage('report'), kicker: 'Results', headline: 'Annual report 2024', url: '/ir/results', linkLabel: 'Read the report' },
    { image: testImage('film'), headline: 'Our film', url: 'https://video.example.com/film', linkLabel: 'Watch the film' },
  ],
}

describe('BannerCarousel', () => {
  it('holds the page heading (h1) and the hero link beside the carousel', () => {
    const html = renderBlock(<BannerCarousel block={block} index={0} pageTitle="Home" />)
    expect(html).toMatch(/<h1 class="banner__title">Capital for the long run<\/h1>/)
    expect(html).toContain('<p class="banner__eyebrow">Investment group</p>')
    expect(html).toContain('<a href="/about_us" class="button">About us</a>')
  })

  it('is a labelled carousel region of "N of M" slides, the first image loaded eagerly', () => {
    const html = renderBlock(<BannerCarousel block={block} index={0} pageTitle="Home" />)
    expect(html).toMatch(/<section class="carousel [^"]*" aria-roledescription="carousel" aria-label="Highlights">/)
    const slides = [...html.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1])
    expect(slides).toEqual(['1 of 2', '2 of 2'])
    expect(html).toMatch(/<img[^>]+alt="report picture"[^>]+loading="eager"/)
    expect(html).toMatch(/<img[^>]+alt="film picture"[^>]+loading="lazy"/)

    const ru = renderBlock(<BannerCarousel block={block} index={0} pageTitle="Главная" />, { language: 'ru' })
    expect(ru).toContain('aria-label="1 из 2"')
    expect(ru).toContain('<span class="visually-hidden">Следующий слайд</span>')
  })

  it('opens an external slide link (a film) in a new tab with a play icon', () => {
    const html = renderBlock(<BannerCarousel block={block} index={0} pageTitle="Home" />)
    expect(html).toMatch(/<a href="https:\/\/video\.example\.com\/film"[^>]* target="_blank" rel="noopener noreferrer"><svg class="icon icon-play[^"]*"/)
    expect(html).toMatch(/<a href="\/ir\/results" class="[^"]*">Read the report<\/a>/)
  })

  it('leaves out the hero link and the slides’ links without a label, and loads lazily further down the page', () => {
    const bare: Compacted<BannerCarouselBlock> = {
      ...block,
      hero: { title: 'Capital for the long run', url: '/about_us' },
      slides: block.slides.map((slide) => ({ ...slide, kicker: null, linkLabel: null })),
    }
    const html = renderBlock(<BannerCarousel block={bare} index={2} pageTitle="Home" />)
    expect(html).not.toContain('banner__eyebrow')
    expect(html).not.toContain('banner__lead')
    expect(html).not.toContain('banner-slide__kicker')
    expect(html).not.toContain('<a ')
    expect(html).not.toContain('loading="eager"')
  })
})
