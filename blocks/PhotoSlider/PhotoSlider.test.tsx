import { describe, expect, it } from 'vitest'
import type { PhotoSliderBlock } from '../../common/payload-types'
import { renderBlock, testImage } from '../testing'
import type { Compacted } from '../types'
import { PhotoSlider } from './PhotoSlider'

const block: Compacted<PhotoSliderBlock> = {
  blockType: 'photoSlider',
  kicker: 'perspectives',
  heading: 'Our offices',
  photos: [
    { id: 'a', image: testImage('moscow'), caption: 'Moscow headquarters' },
    { id: 'b', image: testImage('kazan') },
  ],
  layout: { slides: 1, gap: 16, loop: true },
}

describe('PhotoSlider', () => {
  it('is a carousel named by its heading, one "N of M" slide per photo', () => {
    const html = renderBlock(<PhotoSlider block={block} index={1} pageTitle="About us" />)
    expect(html).toMatch(/<section class="carousel [^"]*"[^>]* aria-roledescription="carousel" aria-label="Our offices"/)
    expect(html).toMatch(/<h2 class="content-header__title">Our offices<\/h2>/)
    expect(html).toContain('<p class="content-header__kicker">Perspectives</p>')
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).toContain('aria-label="1 of 2"')
    expect(html).toContain('aria-label="2 of 2"')
  })

  it('captions only the photos that have a caption', () => {
    const html = renderBlock(<PhotoSlider block={block} index={1} pageTitle="About us" />)
    expect(html.match(/<figcaption/g)).toHaveLength(1)
    expect(html).toContain('<figcaption class="photo-slider__caption">Moscow headquarters</figcaption>')
    expect(html).toMatch(/<img[^>]+alt="kazan picture"/)
  })

  it('labels the section and its slides in Russian', () => {
    const html = renderBlock(<PhotoSlider block={block} index={1} pageTitle="О нас" />, { language: 'ru' })
    expect(html).toContain('<p class="content-header__kicker">Точки зрения</p>')
    expect(html).toContain('aria-label="1 из 2"')
  })
})
