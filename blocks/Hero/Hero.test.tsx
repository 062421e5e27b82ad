import { describe, expect, it } from 'vitest'
import { renderBlock, testImage } from '../testing'
import { Hero } from './Hero'

describe('Hero', () => {
  it('is the page heading, with its subtitle and an eagerly loaded image when first on the page', () => {
    const html = renderBlock(
      <Hero block={{ blockType: 'hero', title: 'Who we are', subtitle: 'Since 1988', image: testImage('hero') }} index={0} pageTitle="Who we are" />,
    )
    expect(html).toMatch(/<h1 class="hero__title">Who we are<\/h1>/)
    expect(html).toContain('Since 1988')
    expect(html).toMatch(/<img[^>]+alt="hero picture"/)
    expect(html).not.toContain('loading="lazy"')
  })

  it('renders without an image or subtitle', () => {
    const html = renderBlock(<Hero block={{ blockType: 'hero', title: 'Press' }} index={2} pageTitle="Press" />)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('hero__subtitle')
  })
})
