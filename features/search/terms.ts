import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as russianStem } from '@orama/stemmers/russian'

// How text becomes search terms, the same for what is indexed and what is asked: words are runs
// of letters and digits (an apostrophe may join two: "group's"), lower-cased, "ё" read as "е",
// and reduced to their Snowball stem, so word forms meet ("страхованию" and "страхование",
// "insured" and "insurance"). The stemmer is picked by the word's script, not the page's
// language: a Latin name in a Russian text is stemmed as English, as a visitor would type it.

/** A word of a text: where it stands (UTF-16 offsets, end exclusive) and its term. */
export type Word = { start: number; end: number; term: string }

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu
const CYRILLIC = /\p{Script=Cyrillic}/u
/** Longer runs are no word of any language (a pasted hash, a URL): kept whole, never stemmed. */
const MAX_STEMMED = 40

/** The term a word is indexed and looked up under. */
export function termOf(word: string): string {
  const folded = word.toLowerCase().replace(/ё/g, 'е').replace(/’/g, "'")
  if (folded.length > MAX_STEMMED) return folded
  return CYRILLIC.test(folded) ? russianStem(folded) : englishStem(folded)
}

/** Every word of `text`, in order; `term` may be a memo of termOf. */
export function wordsOf(text: string, term: (word: string) => string = termOf): Word[] {
  const words: Word[] = []
  for (const match of text.matchAll(WORD)) {
    words.push({ start: match.index, end: match.index + match[0].length, term: term(match[0]) })
  }
  return words
}

/** termOf, remembering each word's term: a site's text repeats its words many times over. */
export function termMemo(): (word: string) => string {
  const known = new Map<string, string>()
  return (word) => {
    let term = known.get(word)
    if (term === undefined) known.set(word, (term = termOf(word)))
    return term
  }
}

/** The distinct terms of a query, in the order typed. */
export function queryTerms(query: string): string[] {
  return [...new Set(wordsOf(query).map((word) => word.term))]
}
