import { describe, expect, it } from 'vitest'
import type { SideTabsBlock } from '../../common/payload-types'
import { paragraphs } from '../../tests/fixtures/richText'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import { SideTabs } from './SideTabs'

const block: Compacted<SideTabsBlock> = {
  blockType: 'sideTabs',
  heading: 'Board management',
  orientation: 'vertical',
  tabs: [
    {
      id: 'a',
      slug: 'principles',
      label: 'Principles',
      content: [
        {
          blockType: 'richText',
          id: 'r1',
          content: paragraphs('The board meets monthly.'),
        },
      ],
    },
    {
      id: 'b',
      slug: 'approaches',
      label: 'Approaches',
      content: [
        {
          blockType: 'comparisonTable',
          id: 't1',
          caption: 'Approaches by asset class',
          rowHeader: 'Approach',
          columns: [{ label: 'Equities' }, { label: 'Bonds' }],
          rows: [{ label: 'Screening', cells: [{ level: 'full' }, { level: 'partial' }] }],
        },
      ],
    },
  ],
}

describe('SideTabs', () => {
  it('is a vertical tab list named by its heading, the first tab selected by default', () => {
    const html = renderBlock(<SideTabs block={block} index={1} pageTitle="Governance" />)
    expect(html).toContain('<p class="tabs__heading">Board management</p>')
    expect(html).toContain('role="tablist" aria-label="Board management" aria-orientation="vertical"')
    expect(html).toMatch(/href="\?tab=principles" role="tab" class="tabs__tab" aria-selected="true"[^>]*>Principles<\/a>/)
    expect(html).toMatch(/href="\?tab=approaches" role="tab" class="tabs__tab" aria-selected="false"[^>]*>Approaches<\/a>/)
    expect(html).toMatch(/role="tabpanel" class="tabs__panel"[^>]*tabindex="0"><div class="rich-text"><p>The board meets monthly.<\/p>/i)
  })

  it('selects the tab named by ?tab=, showing its comparison table inside the panel without a section of its own', () => {
    const html = renderBlock(<SideTabs block={block} index={1} pageTitle="Governance" />, { search: '?tab=approaches' })
    expect(html).toMatch(/>Approaches<\/a>/)
    expect(html).toMatch(/aria-selected="true"[^>]*>Approaches</)
    expect(html).toMatch(/aria-selected="false"[^>]*>Principles</)
    const panel = html.match(/<div[^>]*role="tabpanel"[^>]*>(?:(?!role="tabpanel").)*Approaches by asset class/)?.[0]
    expect(panel).toBeDefined()
    expect(panel).not.toContain(' hidden')
    expect(html).toContain('<caption id=')
    expect(html).not.toContain('<section class="block-section container">')
  })

  it('without a heading is named after the page, in the visitor’s language', () => {
    const en = renderBlock(<SideTabs block={{ ...block, heading: null, orientation: null }} index={1} pageTitle="Governance" />)
    expect(en).toContain('aria-label="Governance: sections" aria-orientation="vertical"')
    expect(en).not.toContain('tabs__heading')
    const ru = renderBlock(<SideTabs block={{ ...block, heading: null }} index={1} pageTitle="Управление" />, { language: 'ru' })
    expect(ru).toContain('aria-label="Управление: разделы"')
  })
})
