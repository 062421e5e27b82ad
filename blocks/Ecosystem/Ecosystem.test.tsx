import { describe, expect, it } from 'vitest'
import type { EcosystemBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { Ecosystem } from './Ecosystem'

const block: Compacted<EcosystemBlock> = {
  blockType: 'ecosystem',
  lines: [{ text: 'One group,' }, { text: 'many businesses,' }, { text: 'one purpose' }],
  boxes: [
    { title: 'Asset management', text: 'Funds for every investor.', image: testImage('funds'), url: '/business/funds', linkLabel: 'Our funds' },
    { title: 'Banking', url: 'https://bank.example.com', linkLabel: 'Visit the bank' },
  ],
  wide: { title: 'Foundation', text: 'Charity since 2001.', image: testImage('foundation') },
}

describe('Ecosystem', () => {
  it('is a section named by one h2 made of its lines', () => {
    const html = renderBlock(<Ecosystem block={block} index={1} pageTitle="About us" />)
    const section = html.match(/^<section class="ecosystem" aria-labelledby="([^"]+)">/)
    expect(section).not.toBeNull()
    expect(html).toContain(
      `<h2 class="ecosystem__heading" id="${section![1]}"><span class="ecosystem__line">One group,</span> <span class="ecosystem__line">many businesses,</span> <span class="ecosystem__line">one purpose</span></h2>`,
    )
  })

  it('gives each box an h3, its link (a new tab for another site) and its image only when it has them', () => {
    const html = renderBlock(<Ecosystem block={block} index={1} pageTitle="About us" />)
    expect(html.match(/<h3 class="eco-box__title">[^<]+<\/h3>/g)).toEqual([
      '<h3 class="eco-box__title">Asset management</h3>',
      '<h3 class="eco-box__title">Banking</h3>',
      '<h3 class="eco-box__title">Foundation</h3>',
    ])
    expect(html).toMatch(/<a href="\/business\/funds" class="text-link">Our funds/)
    expect(html).toMatch(/<a href="https:\/\/bank\.example\.com" class="text-link" target="_blank" rel="noopener noreferrer">Visit the bank/)
    expect(html.match(/<img/g)).toHaveLength(2)
    expect(html.match(/eco-box__text/g)).toHaveLength(2)
    expect(html).toMatch(/<article class="eco-box eco-box--wide">/)

    const ru = renderBlock(<Ecosystem block={block} index={1} pageTitle="О нас" />, { language: 'ru' })
    expect(ru).toContain('(откроется в новой вкладке)')
  })

  it('leaves out the wide box without a title, and a link without a label', () => {
    const html = renderBlock(
      <Ecosystem block={{ ...block, wide: { title: '' }, boxes: [{ title: 'Banking', url: '/bank' }] }} index={1} pageTitle="About us" />,
    )
    expect(html).not.toContain('eco-box--wide')
    expect(html).not.toContain('<a ')
  })
})
