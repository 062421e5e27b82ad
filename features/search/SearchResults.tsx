import { formatNumber } from '../../common/format'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Marked } from './Marked'
import type { SiteSearchResults } from './siteSearch.server'

/** What a search found: how many, then each result's section, title (a link) and snippet. */
export function SearchResults({ query, results }: { query: string; results: SiteSearchResults }) {
  const { t, i18n } = useTranslation()
  if (results.total === 0) return <p className="search-page__status">{t('Search_nothing_found', { query })}</p>
  return (
    <>
      <p className="search-page__status">
        {t('Search_found', { query, count: formatNumber(results.total, i18n.language) })}
        {results.hits.length < results.total ? ` ${t('Search_showing_best', { count: formatNumber(results.hits.length, i18n.language) })}` : null}
      </p>
      <ol className="search-results">
        {results.hits.map((hit, i) => (
          <li key={i} className="search-result">
            <p className="search-result__section">{'label' in hit.meta.section ? hit.meta.section.label : t(hit.meta.section.key)}</p>
            <h2 className="search-result__title">
              <a href={hit.meta.url}>
                <Marked segments={hit.title} />
              </a>
            </h2>
            {hit.snippet.length ? (
              <p className="search-result__snippet">
                <Marked segments={hit.snippet} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  )
}
