import { describe, expect, it } from 'vitest'
import type { ComparisonTableBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { ComparisonTable, ComparisonTableFigure } from './ComparisonTable'

const block: Compacted<ComparisonTableBlock> = {
  blockType: 'comparisonTable',
  caption: 'Responsible investment approaches',
  rowHeader: 'Approach',
  columns: [{ label: 'Equities' }, { label: 'Bonds' }],
  rows: [
    { label: 'ESG integration', cells: [{ level: 'full' }, { level: 'partial' }] },
    // Fewer cells than columns: the rest are "none".
    { label: 'Exclusions', cells: [{ level: 'none' }] },
  ],
  note: 'Figures as of 2024.',
}

const cellsOf = (html: string) =>
  [...html.matchAll(/<td data-level="(\w+)">.*?<span class="visually-hidden">([^<]+)<\/span><\/td>/g)].map((m) => `${m[1]}: ${m[2]}`)

describe('ComparisonTable', () => {
  it('is a captioned table with column and row headers, in a focusable region named by the caption', () => {
    const html = renderBlock(<ComparisonTable block={block} index={2} pageTitle="Sustainability" />)
    const region = html.match(/<div class="comparison__scroll" role="region" aria-labelledby="([^"]+)" tabindex="0">/)
    expect(region).not.toBeNull()
    expect(html).toContain(`<caption id="${region![1]}" class="comparison__caption">Responsible investment approaches</caption>`)
    expect(html).toContain('<thead><tr><th scope="col">Approach</th><th scope="col">Equities</th><th scope="col">Bonds</th></tr></thead>')
    expect(html).toContain('<th scope="row">ESG integration</th>')
    expect(html).toMatch(/^<section class="block-section container"><figure class="comparison">/)
  })

  it('says each level in words for screen readers, a missing cell being "none", in the page language', () => {
    const en = renderBlock(<ComparisonTable block={block} index={2} pageTitle="Sustainability" />)
    expect(cellsOf(en)).toEqual(['full: Full', 'partial: Partial', 'none: Not applied', 'none: Not applied'])
    expect(en).toContain('<span class="comparison__key-title">Key<!-- -->:</span>')

    const ru = renderBlock(<ComparisonTable block={block} index={2} pageTitle="Устойчивое развитие" />, { language: 'ru' })
    expect(cellsOf(ru)).toEqual(['full: Полностью', 'partial: Частично', 'none: Не применяется', 'none: Не применяется'])
    expect(ru).toContain('Условные обозначения')
  })

  it('shows the note under the key only when there is one', () => {
    expect(renderBlock(<ComparisonTable block={block} index={2} pageTitle="Sustainability" />)).toContain(
      '<span class="comparison__note">Figures as of 2024.</span>',
    )
    expect(renderBlock(<ComparisonTable block={{ ...block, note: null }} index={2} pageTitle="Sustainability" />)).not.toContain('comparison__note')
  })

  it('is the bare figure, without a page section, inside a tab panel', () => {
    const html = renderBlock(<ComparisonTableFigure block={block} />)
    expect(html).toMatch(/^<figure class="comparison">/)
    expect(html).not.toContain('<section')
    expect(html).toContain('<th scope="row">Exclusions</th>')
  })
})
