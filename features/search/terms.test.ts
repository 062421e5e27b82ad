import { describe, expect, it } from 'vitest'
import { queryTerms, termOf, wordsOf } from './terms'

describe('search terms', () => {
  it('meet across Russian word forms', () => {
    expect(termOf('страхованию')).toBe(termOf('страхование'))
    expect(termOf('Страхования')).toBe(termOf('страхованием'))
    expect(termOf('руководителей')).toBe(termOf('руководитель'))
  })

  it('meet across English word forms', () => {
    expect(termOf('insured')).toBe(termOf('insurance'))
    expect(termOf('Leaders')).toBe(termOf('leader'))
    expect(termOf('investing')).toBe(termOf('invest'))
  })

  it('read ё as е, and ignore case', () => {
    expect(termOf('ЁЛКА')).toBe(termOf('елка'))
    expect(termOf('Всё')).toBe(termOf('все'))
  })

  it('stem a word by its script, whatever the language around it', () => {
    expect(queryTerms('Группа Insurance')).toEqual([termOf('группы'), termOf('insured')])
  })

  it('are words of letters and digits, with their places in the text', () => {
    expect(wordsOf('Veltrana’s 2030 goal: net-zero!')).toEqual([
      { start: 0, end: 10, term: termOf("veltrana's") },
      { start: 11, end: 15, term: '2030' },
      { start: 16, end: 20, term: 'goal' },
      { start: 22, end: 25, term: 'net' },
      { start: 26, end: 30, term: termOf('zero') },
    ])
  })

  it('are nothing in punctuation alone, and each once in a query', () => {
    expect(queryTerms('?!… — «»')).toEqual([])
    expect(queryTerms('insurance, insured; INSURE')).toEqual([termOf('insurance')])
  })
})
