import { describe, expect, it } from 'vitest'
import type { SustainabilityHeroBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import { SustainabilityHero } from './SustainabilityHero'

const block: Compacted<SustainabilityHeroBlock> = {
  blockType: 'sustainabilityHero',
  eyebrow: 'Sustainability',
  title: 'Net zero in our own operations',
  figure: '2030',
  figureLabel: 'the year we reach it',
  text: 'Our plan, year by year.',
  image: testImage('forest'),
  url: '/sustainability/plan',
  linkLabel: 'See the plan',
}

describe('SustainabilityHero', () => {
  it('is the page heading beside its target, with an eagerly loaded background when first', () => {
    const html = renderBlock(<SustainabilityHero block={block} index={0} pageTitle="Sustainability" />)
    expect(html).toContain('<h1 class="target-hero__title">Net zero in our own operations</h1>')
    expect(html).toContain('<p class="eyebrow target-hero__eyebrow">Sustainability</p>')
    expect(html).toContain('<span class="target-hero__figure">2030</span><span class="target-hero__figure-label">the year we reach it</span>')
    expect(html).toMatch(/<img[^>]+alt="forest picture"[^>]+loading="eager"/)
    expect(html).toMatch(/<a href="\/sustainability\/plan" class="button button--accent">See the plan<svg/)
  })

  it('leaves out the image, the optional lines and a link without a label', () => {
    const html = renderBlock(
      <SustainabilityHero
        block={{ blockType: 'sustainabilityHero', title: 'Our targets', figure: '2050', url: '/plan' }}
        index={0}
        pageTitle="Sustainability"
      />,
    )
    expect(html).toContain('<h1 class="target-hero__title">Our targets</h1>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('target-hero__eyebrow')
    expect(html).not.toContain('target-hero__figure-label')
    expect(html).not.toContain('target-hero__lead')
    expect(html).not.toContain('<a ')
  })
})
