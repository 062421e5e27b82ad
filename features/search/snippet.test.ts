import { describe, expect, it } from 'vitest'
import { markWords, snippet, SNIPPET_LENGTH } from './snippet'
import { termOf, wordsOf } from './terms'

const indexed = (text: string) => ({ text, words: wordsOf(text) })
const terms = (...words: string[]) => new Set(words.map(termOf))
const marked = (segments: { text: string; marked: boolean }[]) => segments.filter((s) => s.marked).map((s) => s.text)
const joined = (segments: { text: string }[]) => segments.map((s) => s.text).join('')

describe('markWords', () => {
  it('marks every word of the query, in any form, and keeps the text between', () => {
    const segments = markWords(indexed('Insurance for the insured: we insure.'), terms('insured'))
    expect(marked(segments)).toEqual(['Insurance', 'insured', 'insure'])
    expect(joined(segments)).toBe('Insurance for the insured: we insure.')
  })

  it('marks Russian word forms', () => {
    expect(marked(markWords(indexed('Страхование жизни и страховые продукты'), terms('страхованию')))).toEqual(['Страхование'])
  })
})

describe('snippet', () => {
  const long = `${'Intro words here. '.repeat(20)}Our insurance arm covers health. ${'Closing words there. '.repeat(20)}`

  it('shows the words around the first match, cut between words, with ellipses', () => {
    const segments = snippet(indexed(long), terms('insured'))
    const text = joined(segments)
    expect(text.startsWith('… ')).toBe(true)
    expect(text.endsWith(' …')).toBe(true)
    expect(text).toContain('Our insurance arm covers health.')
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4)
    // No word cut in two at either end.
    const inner = text.slice(2, -2)
    expect(long).toContain(inner)
    expect(long[long.indexOf(inner) - 1]).toMatch(/\s/)
    expect(long[long.indexOf(inner) + inner.length]).toMatch(/[\s.]/)
    expect(marked(segments)).toEqual(['insurance'])
  })

  it('shows the start of the text when only the title matched', () => {
    const segments = snippet(indexed(long), terms('pension'))
    expect(joined(segments).startsWith('Intro words here.')).toBe(true)
    expect(marked(segments)).toEqual([])
  })

  it('shows a short text whole, and nothing for no text', () => {
    expect(joined(snippet(indexed('Short insurance note.'), terms('insurance')))).toBe('Short insurance note.')
    expect(snippet(indexed(''), terms('insurance'))).toEqual([])
  })
})
