import { describe, expect, it } from 'vitest'
import type { SubsidiariesBlock } from '../../common/payload-types'
import type { Compacted } from '../../ui/blocks/types'
import { renderBlock } from '../testing'
import type { Subsidiary } from './data.server'
import { Subsidiaries } from './Subsidiaries'

const block: Compacted<SubsidiariesBlock> = { blockType: 'subsidiaries', heading: 'Our companies', intro: 'Every company of the group.' }

const companies: Subsidiary[] = [
  { id: 1, number: 1, name: 'Veltrana Insurance', category: 'insurance', url: 'https://insurance.example.org' },
  { id: 2, number: 2, name: 'Veltrana Bank', category: 'banking', url: null },
  { id: 3, number: 12, name: 'Veltrana Labs', category: null, url: null },
]

describe('Subsidiaries', () => {
  it('is a closed native disclosure on the server, its heading inside the summary with the count', () => {
    const html = renderBlock(<Subsidiaries block={block} data={companies} index={3} pageTitle="Home" />)
    const id = html.match(/<section class="subsidiaries" aria-labelledby="([^"]+)">/)?.[1]
    expect(id).toBeTruthy()
    expect(html).toMatch(
      /<details class="subsidiaries__panel"><summary class="disclosure subsidiaries__toggle"><h2 class="subsidiaries__heading" id="([^"]+)">/,
    )
    expect(html).toContain(`id="${id}"`)
    expect(html).not.toMatch(/<details[^>]* open/)
    expect(html).toContain('<span class="subsidiaries__title">Our companies</span><span class="subsidiaries__count">3 companies</span>')
    expect(html).toContain('<p class="subsidiaries__intro">Every company of the group.</p>')
  })

  it('numbers the companies with two digits and opens a company’s site in a new tab', () => {
    const html = renderBlock(<Subsidiaries block={block} data={companies} index={3} pageTitle="Home" />)
    expect(html).toMatch(
      /<li class="subsidiaries__item" data-category="insurance"><span class="subsidiaries__number">01<\/span><a href="https:\/\/insurance.example.org" class="subsidiaries__name" target="_blank" rel="noopener noreferrer">Veltrana Insurance/,
    )
    expect(html).toContain('<span class="subsidiaries__number">02</span><span class="subsidiaries__name">Veltrana Bank</span>')
    expect(html).toMatch(/<li class="subsidiaries__item"><span class="subsidiaries__number">12<\/span><span class="subsidiaries__name">Veltrana Labs<\/span>/)
  })

  it('offers the category filter as labelled radios, "All" checked, in Russian too', () => {
    const html = renderBlock(<Subsidiaries block={{ ...block, intro: null }} data={companies} index={3} pageTitle="Главная" />, { language: 'ru' })
    expect(html).toContain('<legend class="subsidiaries__legend">Выделить компании одного направления</legend>')
    expect(html.match(/type="radio"/g)).toHaveLength(7)
    expect(html).toMatch(/checked="" value="all"\/><span>Все<\/span>/)
    expect(html.match(/checked=""/g)).toHaveLength(1)
    expect(html).toContain('<span class="subsidiaries__count">Компаний в группе: 3</span>')
    expect(html).not.toContain('subsidiaries__intro')
  })
})
