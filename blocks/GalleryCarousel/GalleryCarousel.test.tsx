import { describe, expect, it } from 'vitest'
import type { GalleryCarouselBlock } from '../../common/payload-types'
import { renderBlock, testImage } from '../testing'
import type { Compacted } from '../types'
import { GalleryCarousel } from './GalleryCarousel'

const block: Compacted<GalleryCarouselBlock> = {
  blockType: 'galleryCarousel',
  heading: 'Media kit',
  intro: 'Logos and photos for the press.',
  items: [
    { id: 'a', image: testImage('logo'), header: 'Logo', text: 'Colour and monochrome versions.' },
    { id: 'b', image: testImage('office'), header: 'Head office' },
    { id: 'c', image: testImage('team'), header: 'Management team' },
  ],
  layout: { slides: 1, breakpoints: [{ minWidth: 960, slides: 3 }], gap: 24 },
}

describe('GalleryCarousel', () => {
  it('is a carousel named by its heading, one "N of M" slide per item, each item headed one level below', () => {
    const html = renderBlock(<GalleryCarousel block={block} index={3} pageTitle="Press" />)
    expect(html).toMatch(/<section class="carousel [^"]*"[^>]* aria-roledescription="carousel" aria-label="Media kit"/)
    expect(html).toContain('<h2 class="content-header__title">Media kit</h2>')
    expect(html).toContain('<p class="content-header__intro">Logos and photos for the press.</p>')
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="1 of 3"')
    expect(html).toContain('aria-label="3 of 3"')
    expect(html).toContain('<h3 class="gallery-carousel__header">Head office</h3>')
  })

  it('draws the images no wider than the most slides in view allow, and leaves out an empty text', () => {
    const html = renderBlock(<GalleryCarousel block={block} index={3} pageTitle="Press" />)
    expect(html).toMatch(/<img[^>]+sizes="\(min-width: 1200px\) 400px, \(min-width: 640px\) 50vw, 100vw"[^>]+alt="office picture"/)
    expect(html).toContain('@media (min-width:960px)')
    expect(html.match(/gallery-carousel__text/g)).toHaveLength(1)
  })

  it('names its slides and arrows in Russian', () => {
    const html = renderBlock(<GalleryCarousel block={block} index={3} pageTitle="Пресса" />, { language: 'ru' })
    expect(html).toContain('aria-label="2 из 3"')
    expect(html).toContain('<span class="visually-hidden">Следующий слайд</span>')
  })
})
