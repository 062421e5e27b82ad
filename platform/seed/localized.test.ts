import { describe, expect, it } from 'vitest'
import { L, pick, withIds } from './localized'

describe('seed localisation helpers', () => {
  it('picks one language everywhere in a structure', () => {
    const data = { title: L('Board', 'Совет'), rows: [{ name: L('A', 'А'), n: 1 }] }
    expect(pick(data, 'ru')).toEqual({ title: 'Совет', rows: [{ name: 'А', n: 1 }] })
  })
  it('reuses the ids of saved rows', () => {
    const saved = { layout: [{ id: 'abc', blockType: 'hero', items: [{ id: 'r1' }] }] }
    expect(withIds({ layout: [{ blockType: 'hero', items: [{ x: 1 }] }] }, saved)).toEqual({
      layout: [{ id: 'abc', blockType: 'hero', items: [{ id: 'r1', x: 1 }] }],
    })
  })
})
