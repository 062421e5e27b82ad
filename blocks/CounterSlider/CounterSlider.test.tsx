import { describe, expect, it } from 'vitest'
import type { CounterSliderBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { CounterSlider } from './CounterSlider'

const block: Compacted<CounterSliderBlock> = {
  blockType: 'counterSlider',
  name: 'About us',
  header: 'An investment group since 1988',
  main: 'We invest for the long run.',
  url: '/about_us',
  label: 'Our offices',
  images: [{ image: testImage('moscow') }, { image: testImage('kazan') }, { image: testImage('perm') }],
}

describe('CounterSlider', () => {
  it('is a section named by its h2, with the eyebrow, text and a link whose name includes the heading', () => {
    const html = renderBlock(<CounterSlider block={block} index={1} pageTitle="Home" />)
    const section = html.match(/^<section class="container split counter-slider" aria-labelledby="([^"]+)">/)
    expect(section).not.toBeNull()
    expect(html).toContain(`<h2 id="${section![1]}">An investment group since 1988</h2>`)
    expect(html).toContain('<p class="eyebrow">About us</p>')
    expect(html).toContain('<p class="counter-slider__main">We invest for the long run.</p>')
    expect(html).toMatch(/<a href="\/about_us" class="text-link">Read more<span class="visually-hidden">: (<!-- -->)?An investment group since 1988<\/span>/)
  })

  it('is a labelled carousel of "N of M" slides with a next button only', () => {
    const html = renderBlock(<CounterSlider block={block} index={1} pageTitle="Home" />)
    expect(html).toMatch(/aria-roledescription="carousel" aria-label="Our offices"/)
    const slides = [...html.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1])
    expect(slides).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(html).toContain('<span class="visually-hidden">Next slide</span>')
    expect(html).not.toContain('carousel__arrow--prev')
    expect(html).toMatch(
      /<p class="counter-controls__count" aria-hidden="true"><span class="counter-controls__current">01<\/span><span class="counter-controls__separator">\/<\/span><span class="counter-controls__total">03<\/span>/,
    )
  })

  it('translates the default link label and the slide labels', () => {
    const html = renderBlock(<CounterSlider block={block} index={1} pageTitle="Главная" />, { language: 'ru' })
    expect(html).toMatch(/class="text-link">Подробнее<span/)
    expect(html).toContain('aria-label="3 из 3"')
    expect(html).toContain('<span class="visually-hidden">Следующий слайд</span>')
  })

  it('uses the editors’ link label, and leaves out the link, eyebrow and text when empty', () => {
    expect(renderBlock(<CounterSlider block={{ ...block, linkLabel: 'Who we are' }} index={1} pageTitle="Home" />)).toMatch(/class="text-link">Who we are<span/)
    const html = renderBlock(<CounterSlider block={{ ...block, name: null, main: null, url: null }} index={1} pageTitle="Home" />)
    expect(html).not.toContain('text-link')
    expect(html).not.toContain('class="eyebrow"')
    expect(html).not.toContain('counter-slider__main')
  })
})
