import type { Word } from './terms'

// What a result shows of a text: stretches of it, the words that matched the query marked. Plain
// data: the page renders the marks as elements, so no text from content is ever read as markup.

/** A text as indexed: the text and its words. */
export type IndexedText = { text: string; words: Word[] }
export type Segment = { text: string; marked: boolean }

/** About this many characters of the body are shown, starting a little before the first match. */
export const SNIPPET_LENGTH = 180
const LEAD = 50
const ELLIPSIS = '…'

/** `text` between `from` and `to` (offsets), cut into stretches with every word whose term is
 * one of `terms` marked, `before` and `after` added to its ends. */
export function markWords({ text, words }: IndexedText, terms: ReadonlySet<string>, from = 0, to = text.length, { before = '', after = '' } = {}): Segment[] {
  const segments: Segment[] = []
  let plain = before
  let at = from
  for (const word of words) {
    if (word.start < from || word.end > to || !terms.has(word.term)) continue
    plain += text.slice(at, word.start)
    if (plain) segments.push({ text: plain, marked: false })
    segments.push({ text: text.slice(word.start, word.end), marked: true })
    plain = ''
    at = word.end
  }
  plain += text.slice(at, to) + after
  if (plain) segments.push({ text: plain, marked: false })
  return segments
}

/** About SNIPPET_LENGTH characters of `body` around its first word matching `terms` (its start
 * when none does), cut between words, with "…" where the body goes on. */
export function snippet(body: IndexedText, terms: ReadonlySet<string>): Segment[] {
  const { text, words } = body
  if (words.length === 0) return []
  const first = words.find((word) => terms.has(word.term))
  let from = first ? Math.max(0, first.start - LEAD) : 0
  // Start at a word's beginning: the first word starting at or after the cut.
  if (from > 0) from = words.find((word) => word.start >= from)?.start ?? from
  let to = Math.min(text.length, from + SNIPPET_LENGTH)
  // End at a word's end: the last word ending at or before the cut (a long first word stays whole).
  if (to < text.length) {
    let end = from
    for (const word of words) {
      if (word.start < from) continue
      if (word.end > to) {
        if (end === from) end = word.end
        break
      }
      end = word.end
    }
    to = end
  }
  return markWords(body, terms, from, to, { before: from > 0 ? `${ELLIPSIS} ` : '', after: to < text.length ? ` ${ELLIPSIS}` : '' })
}
