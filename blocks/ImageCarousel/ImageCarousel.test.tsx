import { describe, expect, it } from 'vitest'
import type { ImageCarouselBlock } from '../../common/payload-types'
import { renderBlock, testImage } from '../testing'
import type { Compacted } from '../types'
import { ImageCarousel } from './ImageCarousel'

const block: Compacted<ImageCarouselBlock> = {
  blockType: 'imageCarousel',
  label: 'Our companies at work',
  slides: [
    { id: 'a', image: testImage('field'), title: 'In the field', text: 'Agronomists on a partner farm.' },
    { id: 'b', image: testImage('port'), title: 'At the port' },
  ],
}

describe('ImageCarousel', () => {
  it('is a carousel named by its label, one "N of M" slide per image, with a counter and both arrows', () => {
    const html = renderBlock(<ImageCarousel block={block} index={1} pageTitle="Who we are" />)
    expect(html).toMatch(/<section class="carousel [^"]*"[^>]* aria-roledescription="carousel" aria-label="Our companies at work"/)
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).toContain('aria-label="2 of 2"')
    expect(html).toContain('<span class="counter-controls__total">02</span>')
    expect(html).toContain('<span class="visually-hidden">Previous slide</span>')
    expect(html).toContain('<span class="visually-hidden">Next slide</span>')
  })

  it('captions each image, leaving out an empty text', () => {
    const html = renderBlock(<ImageCarousel block={block} index={1} pageTitle="Who we are" />)
    expect(html).toContain('<p class="image-carousel__title">At the port</p>')
    expect(html.match(/image-carousel__text/g)).toHaveLength(1)
    expect(html).not.toMatch(/<h\d/)
  })

  it('loads only its first image eagerly, and only when it opens the page', () => {
    const first = renderBlock(<ImageCarousel block={block} index={0} pageTitle="Who we are" />)
    expect(first).toMatch(/<img[^>]+alt="field picture" loading="eager"/)
    expect(first).toMatch(/<img[^>]+alt="port picture" loading="lazy"/)
    const later = renderBlock(<ImageCarousel block={block} index={2} pageTitle="Who we are" />)
    expect(later).not.toContain('loading="eager"')
  })

  it('names its slides and arrows in Russian', () => {
    const html = renderBlock(<ImageCarousel block={block} index={1} pageTitle="Кто мы" />, { language: 'ru' })
    expect(html).toContain('aria-label="1 из 2"')
    expect(html).toContain('<span class="visually-hidden">Предыдущий слайд</span>')
  })
})
