import { describe, expect, it } from 'vitest'
import type { BannerSliderBlock } from '../../common/payload-types'
import { renderBlock, testImage } from '../testing'
import type { Compacted } from '../types'
import { BannerSlider } from './BannerSlider'

const block: Compacted<BannerSliderBlock> = {
  blockType: 'bannerSlider',
  kicker: 'results',
  heading: 'Quarterly results',
  banners: [
    { image: testImage('q1'), eyebrow: 'Q1 2025', title: 'First quarter', text: 'Revenue up 12 %.', url: '/ir/results/q1', linkLabel: 'See the results' },
    { image: testImage('q2'), title: 'Second quarter', url: 'https://ir.example.com/q2' },
  ],
}

describe('BannerSlider', () => {
  it('is a carousel named by its heading, with the label above and each banner an h3 in an "N of M" slide', () => {
    const html = renderBlock(<BannerSlider block={block} index={3} pageTitle="Investors" />)
    expect(html).toContain('<p class="content-header__kicker">Results and presentations</p>')
    expect(html).toMatch(/<h2 class="content-header__title">Quarterly results<\/h2>/)
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Quarterly results"/)
    const slides = [...html.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1])
    expect(slides).toEqual(['1 of 2', '2 of 2'])
    expect(html).toContain('<h3 class="banner-slider__title">First quarter</h3>')
    expect(html).toContain('<span class="visually-hidden">Next slide</span>')
  })

  it('links each banner, an external one in a new tab, with a translated default label', () => {
    const en = renderBlock(<BannerSlider block={block} index={3} pageTitle="Investors" />)
    expect(en).toMatch(/<a href="\/ir\/results\/q1" class="[^"]*">See the results<svg/)
    expect(en).toMatch(/<a href="https:\/\/ir\.example\.com\/q2"[^>]* target="_blank" rel="noopener noreferrer">Read more<svg/)

    const ru = renderBlock(<BannerSlider block={block} index={3} pageTitle="Инвесторам" />, { language: 'ru' })
    expect(ru).toMatch(/rel="noopener noreferrer">Подробнее<svg/)
    expect(ru).toContain('<p class="content-header__kicker">Результаты и презентации</p>')
    expect(ru).toContain('aria-label="2 из 2"')
  })

  it('takes its label as heading and name when it has no heading of its own, and leaves out empty texts', () => {
    const html = renderBlock(<BannerSlider block={{ ...block, heading: null }} index={3} pageTitle="Investors" />)
    expect(html).toMatch(/<h2 class="content-header__title">Results and presentations<\/h2>/)
    expect(html).not.toContain('content-header__kicker')
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Results and presentations"/)
    expect(html.match(/banner-slider__eyebrow/g)).toHaveLength(1)
    expect(html.match(/banner-slider__summary/g)).toHaveLength(1)
  })
})
