import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SEARCH_PARAM } from '../../common/pageParams'
import { cleanSearchQuery } from '../../common/searchQuery'
import { SearchResults } from '../../features/search'
import { searchSite } from '../../features/search/index.server'
import { SearchForm } from '../../features/shell'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { pageMeta } from '../../ui/page/seo'
import '../../features/search/Search.css'

/** The site's published content in the page's language that matches ?q=. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await detectLanguage(request)
  const query = cleanSearchQuery(new URL(request.url).searchParams.get(SEARCH_PARAM))
  if (!query) return data({ query, results: null })
  const started = performance.now()
  const results = await searchSite(context.payload, language, query)
  // The search's own share of the response time, for the benchmark and a browser's dev tools.
  return data({ query, results }, { headers: { 'Server-Timing': `search;dur=${(performance.now() - started).toFixed(2)}` } })
}

// A document response carries a route's loader headers only through this (cookies excepted).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

// Results pages are not for search engines: they repeat the pages they list.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  ...pageMeta(matches, page?.query ? { titleKey: 'Search_title_for', titleValues: { query: page.query } } : { titleKey: 'Search_title' }),
  { name: 'robots', content: 'noindex, follow' },
]

export default function Search() {
  const { t } = useTranslation()
  const { query, results } = useLoaderData<typeof loader>()
  return (
    <section className="container page-narrow search-page">
      <h1>{t('Search_title')}</h1>
      <SearchForm id="search-page" name={t('Search_title')} query={query} className="search-form--page" showLabel />
      {results ? <SearchResults query={query} results={results} /> : <p className="search-page__status">{t('Search_prompt')}</p>}
    </section>
  )
}
