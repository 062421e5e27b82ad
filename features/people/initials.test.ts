import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first two words, in the script the name is written in', () => {
    expect(initials('Andrei Kolesnikov')).toBe('AK')
    expect(initials('Андрей Колесников')).toBe('АК')
    expect(initials('  артём   зимин ')).toBe('АЗ')
  })

  it('copes with one word, a hyphen and no name at all', () => {
    expect(initials('Madonna')).toBe('M')
    expect(initials('Анна-Мария Петрова')).toBe('АМ')
    expect(initials('')).toBe('')
  })
})
