import type { Payload } from 'payload'
import { createCache } from '../../common/caches'
import { LANGUAGES, type Language } from '../../common/languages'
import { contentVersion } from '../../platform/contentVersion'
import { searchDocuments, type SearchResultMeta } from './documents.server'
import { buildSearchIndex, searchIndex, type SearchIndex, type SearchResults } from './searchIndex'

// One index per language, made from published content on the first search after content changes
// (any write moves the content version) and shared by every search until the next change;
// searches that arrive while it is being made wait for that one build.
const indexes = createCache<Language, SearchIndex<SearchResultMeta>>({
  name: 'search index',
  key: (language) => language,
  // One per language, and nothing else.
  maxEntries: LANGUAGES.length,
  version: contentVersion,
})

/** A results page shows at most this many; the count says how many matched. */
export const SEARCH_RESULTS_SHOWN = 50

export type SiteSearchResults = SearchResults<SearchResultMeta>

/** The site's published content in `language` that matches `query`, best first. */
export async function searchSite(payload: Payload, language: Language, query: string): Promise<SiteSearchResults> {
  const index = await indexes.load(language, async () => buildSearchIndex(await searchDocuments(payload, language)))
  return searchIndex(index, query, SEARCH_RESULTS_SHOWN)
}
