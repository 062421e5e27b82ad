import { describe, expect, it } from 'vitest'
import { groupByYear } from './milestoneYears'

const card = (id: number, year: string | null) => ({ id, year })

describe('groupByYear', () => {
  it('puts a card without a label under the year before it', () => {
    const groups = groupByYear([card(1, '1988'), card(2, null), card(3, '1992'), card(4, null), card(5, null)])
    expect(groups.map((g) => [g.year, g.items.map((i) => i.id)])).toEqual([
      ['1988', [1, 2]],
      ['1992', [3, 4, 5]],
    ])
  })

  it('does not repeat a label given twice in a row', () => {
    expect(groupByYear([card(1, '2020'), card(2, '2020')])).toEqual([{ year: '2020', items: [card(1, '2020'), card(2, '2020')] }])
  })

  it('keeps leading cards without a label in a group of their own', () => {
    expect(groupByYear([card(1, null), card(2, '2011')]).map((g) => g.year)).toEqual([null, '2011'])
  })

  it('returns nothing for no cards', () => {
    expect(groupByYear([])).toEqual([])
  })
})
