import { describe, expect, it } from 'vitest'
import type { FiguresBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { Figures } from './Figures'

const block: Compacted<FiguresBlock> = {
  blockType: 'figures',
  heading: 'The group in figures',
  intro: 'As of 1 January 2025.',
  items: [
    { value: 55080, label: 'Clients' },
    { value: 35, suffix: '+', label: 'Years on the market' },
  ],
}

describe('Figures', () => {
  it('is a section named by its h2, each figure a term (label) and its value', () => {
    const html = renderBlock(<Figures block={block} index={1} pageTitle="About us" />)
    const section = html.match(/^<section class="figures" aria-labelledby="([^"]+)">/)
    expect(section).not.toBeNull()
    expect(html).toContain(`<h2 id="${section![1]}">The group in figures</h2><p class="section-header__intro">As of 1 January 2025.</p>`)
    expect(html).toContain('<dt class="figures__label">Clients</dt><dd class="figures__value">55,080</dd>')
    expect(html).toContain('<dt class="figures__label">Years on the market</dt><dd class="figures__value">35<span class="figures__suffix">+</span></dd>')
  })

  it('keeps a unit whole, breakable only at the space before it', () => {
    const html = renderBlock(
      <Figures block={{ ...block, items: [{ value: 118.3, suffix: ' bn ₽', label: 'Operating profit' }] }} index={1} pageTitle="Investors" />,
    )
    expect(html).toContain('<dd class="figures__value">118.3<span class="figures__suffix"> bn\u00a0₽</span></dd>')
  })

  it('formats the numbers for the page language', () => {
    const html = renderBlock(<Figures block={block} index={1} pageTitle="О нас" />, { language: 'ru' })
    expect(html).toContain('<dd class="figures__value">55\u00a0080</dd>')
  })

  it('has no header, and no name pointing at a missing heading, when it has neither heading nor intro', () => {
    const html = renderBlock(<Figures block={{ ...block, heading: null, intro: null }} index={1} pageTitle="About us" />)
    expect(html).toMatch(/^<section class="figures">/)
    expect(html).not.toContain('<header')
    expect(html).not.toContain('aria-labelledby')
    expect(html.match(/<dt/g)).toHaveLength(2)
  })
})
