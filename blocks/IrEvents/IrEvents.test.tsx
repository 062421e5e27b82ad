import { describe, expect, it } from 'vitest'
import type { IrEventsBlock } from '../../common/payload-types'
import { renderBlock } from '../testing'
import type { Compacted } from '../types'
import { IrEvents } from './IrEvents'

const block: Compacted<IrEventsBlock> = {
  blockType: 'irEvents',
  kicker: 'irEvents',
  heading: 'Investor calendar',
  events: [
    { id: 'a', date: '2026-03-12T00:00:00.000Z', kind: 'results', title: 'FY 2025 results', url: '/investors/results' },
    { id: 'b', date: '2026-06-25T00:00:00.000Z', kind: 'meeting', title: 'Annual general meeting', url: 'https://ir.example.org/agm' },
  ],
  resultsUrl: '/investors/results',
  allEventsUrl: '/investors/events',
}

describe('IrEvents', () => {
  it('heads the section with its label and heading, each event one level below with its date and kind', () => {
    const html = renderBlock(<IrEvents block={block} index={2} pageTitle="Investors" />)
    expect(html).toContain('<p class="content-header__kicker">IR events</p>')
    expect(html).toContain('<h2 class="content-header__title">Investor calendar</h2>')
    expect(html).toMatch(/<h3 class="ir-events__title"><a href="\/investors\/results" class="ir-events__link">FY 2025 results<\/a><\/h3>/)
    expect(html).toMatch(
      /<time class="ir-events__date" dateTime="2026-06-25"><span class="ir-events__day">25<\/span> <span>June<\/span> <span>2026<\/span><\/time>/,
    )
    expect(html).toContain('<p class="ir-events__kind">Shareholder meeting</p>')
  })

  it('links on to every event and to the results, and opens an outside event page in a new tab', () => {
    const html = renderBlock(<IrEvents block={block} index={2} pageTitle="Investors" />)
    expect(html).toMatch(/<a href="\/investors\/events" class="content-header__action">All IR events/)
    expect(html).toMatch(/<a href="\/investors\/results" class="button">Results and presentations/)
    expect(html).toContain('<a href="https://ir.example.org/agm" class="ir-events__link" target="_blank" rel="noopener noreferrer">')
  })

  it('speaks Russian: the label, the kinds, the months and the links', () => {
    const html = renderBlock(<IrEvents block={block} index={2} pageTitle="Инвесторам" />, { language: 'ru' })
    expect(html).toContain('<p class="content-header__kicker">События для инвесторов</p>')
    expect(html).toContain('<p class="ir-events__kind">Собрание акционеров</p>')
    expect(html).toContain('<span>июня</span>')
    expect(html).toContain('Все события для инвесторов')
    expect(html).toContain('Результаты и презентации')
  })
})
