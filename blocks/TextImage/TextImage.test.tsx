import { describe, expect, it } from 'vitest'
import type { TextImageBlock } from '../../common/payload-types'
import { paragraphs } from '../../tests/fixtures/richText'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { TextImage } from './TextImage'

const block: Compacted<TextImageBlock> = {
  blockType: 'textImage',
  eyebrow: 'Our mission',
  heading: 'Finance that lasts',
  content: paragraphs('We plan in decades.'),
  image: testImage('mission'),
  imagePosition: 'start',
  tone: 'soft',
  url: 'https://example.org/mission',
  linkLabel: 'Our strategy',
}

describe('TextImage', () => {
  it('shows the eyebrow, a section heading, the text and the image on the chosen side and background', () => {
    const html = renderBlock(<TextImage block={block} index={2} pageTitle="About us" />)
    expect(html).toContain('<section class="block-section text-image block-section--soft">')
    expect(html).toContain('data-image="start"')
    expect(html).toMatch(/<p class="content-header__kicker">Our mission<\/p><h2>Finance that lasts<\/h2>/)
    expect(html).toContain('<p>We plan in decades.</p>')
    expect(html).toMatch(/<img[^>]+alt="mission picture"/)
  })

  it('opens an external link in a new tab', () => {
    const html = renderBlock(<TextImage block={block} index={2} pageTitle="About us" />)
    expect(html).toMatch(/<a href="https:\/\/example.org\/mission" class="button text-image__link" target="_blank" rel="noopener noreferrer">Our strategy/)
  })

  it('defaults to the image after the text on white, and leaves out an eyebrow or a link without a label', () => {
    const html = renderBlock(<TextImage block={{ ...block, eyebrow: null, imagePosition: null, tone: null, linkLabel: null }} index={2} pageTitle="About us" />)
    expect(html).toContain('<section class="block-section text-image">')
    expect(html).toContain('data-image="end"')
    expect(html).not.toContain('content-header__kicker')
    expect(html).not.toContain('<a ')
  })
})
