import { describe, expect, it } from 'vitest'
import type { HistoryTimelineBlock } from '../../common/payload-types'
import { paragraphs } from '../../tests/fixtures/richText'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock, testImage } from '../testing'
import type { HistoryPeriodData } from './data.server'
import { HistoryTimeline } from './HistoryTimeline'

const block: Compacted<HistoryTimelineBlock> = {
  blockType: 'historyTimeline',
  intro: paragraphs('Since 1988.'),
  banner: { heading: 'Our story', text: 'A film about the group.', image: testImage('banner'), playUrl: 'https://video.example.org/story' },
  heading: 'Milestones',
}

const data: HistoryPeriodData[] = [
  {
    period: '1988-1997',
    milestones: [
      { id: 1, year: '1988', title: 'Founded', text: 'The first office opens.', image: testImage('founded') },
      { id: 2, year: null, title: 'First clients', text: '', image: null },
      { id: 3, year: '1992', title: 'A licence', text: '', image: null },
    ],
  },
  { period: '2018-Present', milestones: [{ id: 4, year: '2020', title: 'Online', text: '', image: null }] },
]

describe('HistoryTimeline', () => {
  it('is a tab list with one tab per period, the first selected unless the address names another', () => {
    const html = renderBlock(<HistoryTimeline block={block} data={data} index={0} pageTitle="History" />)
    expect(html).toContain('role="tablist" aria-label="Periods of our history" aria-orientation="horizontal"')
    const tabs = [...html.matchAll(/href="\?tab=([^"]+)" role="tab" [^>]*aria-selected="(true|false)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2], m[3]])
    expect(tabs).toEqual([
      ['1988-1997', 'true', '1988–1997'],
      ['2018-Present', 'false', '2018–Present'],
    ])
    const linked = renderBlock(<HistoryTimeline block={block} data={data} index={0} pageTitle="History" />, { search: '?tab=2018-Present' })
    expect(linked).toMatch(/href="\?tab=2018-Present" role="tab" [^>]*aria-selected="true"/)
    expect(linked).toMatch(/href="\?tab=1988-1997" role="tab" [^>]*aria-selected="false"/)
  })

  it('heads each year once, with its milestones one level below', () => {
    const html = renderBlock(<HistoryTimeline block={block} data={data} index={0} pageTitle="History" />)
    expect(html).toMatch(/<h2 id="[^"]+" class="content-header__title">Milestones<\/h2>/)
    expect(html.match(/<h3 class="timeline__label">/g)).toHaveLength(3)
    expect(html).toContain('<h3 class="timeline__label">1988</h3><ol class="timeline__cards"><li class="milestone panel">')
    expect(html).toMatch(
      /<h4 class="milestone__title">Founded<\/h4>.*<h4 class="milestone__title">First clients<\/h4><\/div><\/li><\/ol><\/li><li class="timeline__year"><h3 class="timeline__label">1992<\/h3>/,
    )
    expect(html.match(/milestone__text/g)).toHaveLength(1)
  })

  it('shows the introduction and the film banner, whose Play link opens the film in a new tab (no link without an address)', () => {
    const html = renderBlock(<HistoryTimeline block={block} data={data} index={0} pageTitle="History" />)
    expect(html).toContain('<p>Since 1988.</p>')
    expect(html).toContain('<h2 class="history-banner__heading">Our story</h2>')
    expect(html).toMatch(/<img class="history-banner__image"[^>]+alt="banner picture" loading="eager"/)
    expect(html).toMatch(
      /<a class="history-banner__play" href="https:\/\/video\.example\.org\/story" target="_blank" rel="noopener noreferrer" aria-label="Play the film: Our story \(opens in a new tab\)">/,
    )
    const plain = renderBlock(
      <HistoryTimeline block={{ ...block, intro: null, banner: { ...block.banner, playUrl: null } }} data={data} index={0} pageTitle="History" />,
    )
    expect(plain).not.toContain('history-banner__play')
    expect(plain).not.toContain('history-intro')
  })

  it('names the periods and the Play link in Russian', () => {
    const html = renderBlock(<HistoryTimeline block={block} data={data} index={0} pageTitle="История" />, { language: 'ru' })
    expect(html).toContain('aria-label="Периоды нашей истории"')
    expect(html).toContain('>2018 — наши дни</a>')
    expect(html).toContain('aria-label="Смотреть фильм: Our story (откроется в новой вкладке)"')
  })
})
