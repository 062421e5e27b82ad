// The one spelling of a site-search query, shared by the HTML cache's key (common/pageParams.ts)
// and the results page: what the page searches for and shows back is what the cache keeps it under.

/** Longer queries are cut here: no title or passage of the site needs more words than this to be
 * found, and a query's cost grows with its words. */
export const SEARCH_QUERY_MAX_LENGTH = 100

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g
// Invisible format characters (zero-width joiners, bidi marks, BOM) mean nothing in a query.
const FORMAT = /\p{Cf}/gu

/** The query as typed, without control or invisible characters, its spaces collapsed, at most
 * SEARCH_QUERY_MAX_LENGTH characters (never cutting a character in two); '' for nothing. */
export function cleanSearchQuery(value: string | null | undefined): string {
  if (!value) return ''
  // Only the start of a very long value can survive the cut: the rest is never looked at.
  const head = value.slice(0, SEARCH_QUERY_MAX_LENGTH * 4)
  const text = head.normalize('NFC').replace(CONTROL, ' ').replace(FORMAT, '').replace(/\s+/g, ' ').trim()
  return Array.from(text).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim()
}
