import { markWords, snippet, type IndexedText, type Segment } from './snippet'
import { queryTerms, termMemo, wordsOf } from './terms'

// An inverted index over a few hundred documents of one language, held in memory: term → the
// documents holding it, with how often in the title and in the body. A query finds the documents
// holding every one of its terms (in the title or the body); those with more of the terms in the
// title come first, then by BM25F (Robertson and Zaragoza), the title weighted above the body.

/** A document to index: its title, its text (passages in reading order) and what a hit carries. */
export type SearchDocument<M> = { title: string; passages: readonly string[]; meta: M }

export type SearchHit<M> = { title: Segment[]; snippet: Segment[]; meta: M }
export type SearchResults<M> = { total: number; hits: SearchHit<M>[] }

type Entry<M> = { title: IndexedText; body: IndexedText; meta: M }
type Counts = { title: number; body: number }

export type SearchIndex<M> = {
  entries: Entry<M>[]
  /** term → document number → how often it occurs there. */
  postings: Map<string, Map<number, Counts>>
  averageTitle: number
  averageBody: number
}

/** Shown between passages of a body: a title and its text, a heading and its paragraph. */
export const PASSAGE_SEPARATOR = ' · '

// BM25's usual constants; a title word counts as three body words.
const K1 = 1.2
const B = 0.75
const TITLE_WEIGHT = 3

export function buildSearchIndex<M>(documents: readonly SearchDocument<M>[]): SearchIndex<M> {
  const postings: SearchIndex<M>['postings'] = new Map()
  const term = termMemo()
  const indexed = (text: string): IndexedText => ({ text, words: wordsOf(text, term) })
  const entries = documents.map((document, number): Entry<M> => {
    const title = document.title.replace(/\s+/g, ' ').trim()
    // A passage repeating the title or an earlier one (a hero repeating the page title, a
    // description repeating the intro) is read once: shown twice it says nothing new.
    const seen = new Set([title.toLowerCase()])
    const passages = document.passages.map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()))
    const entry = { title: indexed(title), body: indexed(passages.join(PASSAGE_SEPARATOR)), meta: document.meta }
    const count = (term: string, field: keyof Counts) => {
      let documentsOfTerm = postings.get(term)
      if (!documentsOfTerm) postings.set(term, (documentsOfTerm = new Map()))
      let counts = documentsOfTerm.get(number)
      if (!counts) documentsOfTerm.set(number, (counts = { title: 0, body: 0 }))
      counts[field] += 1
    }
    for (const word of entry.title.words) count(word.term, 'title')
    for (const word of entry.body.words) count(word.term, 'body')
    return entry
  })
  const average = (length: (entry: Entry<M>) => number) => (entries.length ? entries.reduce((sum, e) => sum + length(e), 0) / entries.length : 0) || 1
  return { entries, postings, averageTitle: average((e) => e.title.words.length), averageBody: average((e) => e.body.words.length) }
}

/** The `limit` best documents for `query` and how many match in all. */
export function searchIndex<M>(index: SearchIndex<M>, query: string, limit: number): SearchResults<M> {
  const terms = queryTerms(query)
  const lists = terms.map((term) => index.postings.get(term))
  if (terms.length === 0 || lists.some((list) => !list)) return { total: 0, hits: [] }
  const found = lists as Map<number, Counts>[]
  const rarest = found.reduce((a, b) => (b.size < a.size ? b : a))
  const total = index.entries.length

  const scored: { number: number; inTitle: number; score: number }[] = []
  for (const number of rarest.keys()) {
    if (!found.every((list) => list.has(number))) continue
    const entry = index.entries[number]!
    const titleNorm = 1 - B + (B * entry.title.words.length) / index.averageTitle
    const bodyNorm = 1 - B + (B * entry.body.words.length) / index.averageBody
    let inTitle = 0
    let score = 0
    for (const list of found) {
      const counts = list.get(number)!
      if (counts.title > 0) inTitle += 1
      const frequency = (TITLE_WEIGHT * counts.title) / titleNorm + counts.body / bodyNorm
      const idf = Math.log(1 + (total - list.size + 0.5) / (list.size + 0.5))
      score += (idf * frequency) / (K1 + frequency)
    }
    scored.push({ number, inTitle, score })
  }
  scored.sort((a, b) => b.inTitle - a.inTitle || b.score - a.score || a.number - b.number)

  const wanted = new Set(terms)
  const hits = scored.slice(0, Math.max(0, limit)).map(({ number }) => {
    const entry = index.entries[number]!
    return { title: markWords(entry.title, wanted), snippet: snippet(entry.body, wanted), meta: entry.meta }
  })
  return { total: scored.length, hits }
}
