import { describe, expect, it } from 'vitest'
import { buildSearchIndex, searchIndex, type SearchDocument } from './searchIndex'

const doc = (id: string, title: string, ...passages: string[]): SearchDocument<string> => ({ title, passages, meta: id })
const ids = (results: { hits: { meta: string }[] }) => results.hits.map((hit) => hit.meta)

describe('searchIndex', () => {
  const index = buildSearchIndex([
    doc('body-many', 'Our group', 'Insurance, insurance and more insurance: our insurers insure the insured.'),
    // A long title: BM25 alone would rank the body full of matches first.
    doc('title', 'Insurance for families, companies and their partners across the whole group', 'What we offer.'),
    doc('other', 'Banking', 'Deposits and loans.'),
    doc('ru', 'Страхование', 'Страховая группа.'),
    doc('ru-body', 'О группе', 'Мы занимаемся страхованием жизни.'),
  ])

  it('ranks a title match above any number of body matches', () => {
    expect(ids(searchIndex(index, 'insured', 10))).toEqual(['title', 'body-many'])
  })

  it('finds Russian word forms, the title first', () => {
    expect(ids(searchIndex(index, 'страхованию', 10))).toEqual(['ru', 'ru-body'])
  })

  it('wants every word of the query', () => {
    expect(ids(searchIndex(index, 'insurance partners', 10))).toEqual(['title'])
    expect(ids(searchIndex(index, 'insurance loans', 10))).toEqual([])
  })

  it('counts every match and returns the best few', () => {
    const results = searchIndex(index, 'insurance', 1)
    expect(results.total).toBe(2)
    expect(ids(results)).toEqual(['title'])
  })

  it('marks the matched words in the title and the snippet', () => {
    const [hit] = searchIndex(index, 'страхованию', 10).hits.filter((h) => h.meta === 'ru-body')
    expect(hit!.title.some((s) => s.marked)).toBe(false)
    expect(hit!.snippet.filter((s) => s.marked).map((s) => s.text)).toEqual(['страхованием'])
    const [title] = searchIndex(index, 'banking', 10).hits
    expect(title!.title).toEqual([{ text: 'Banking', marked: true }])
  })

  it('finds nothing for an empty query, punctuation or an unknown word', () => {
    for (const query of ['', '   ', '?!.,—', 'zzzz']) expect(searchIndex(index, query, 10)).toEqual({ total: 0, hits: [] })
  })

  it('ranks a rarer word higher when titles tie', () => {
    const rare = buildSearchIndex([doc('common', 'A', 'group group'), doc('rare', 'B', 'group pension'), doc('c', 'C', 'group')])
    expect(ids(searchIndex(rare, 'group', 10))[0]).toBe('common')
    expect(ids(searchIndex(rare, 'pension group', 10))).toEqual(['rare'])
  })

  it('reads a passage repeating the title or an earlier passage once', () => {
    const repeated = buildSearchIndex([doc('page', 'Banking', 'Banking', 'Loans for families.', 'loans for  families.', 'Deposits.')])
    const [hit] = searchIndex(repeated, 'deposits', 10).hits
    expect(hit!.snippet.map((s) => s.text).join('')).toBe('Loans for families. · Deposits.')
  })
})
