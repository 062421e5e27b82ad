import { LABEL_PARAM, PAGE_PARAM, withQuery, YEAR_PARAM } from '../../common/investors'
import { NEWS_ARCHIVE_PATH } from '../../common/news'

// The news archive's filtering and paging, apart from where the articles come from.

type Dated = { date: string; label: string }

export type ArchiveQuery = { year: number | null; label: string | null; page: number }

export type ArchivePage<T> = {
  items: T[]
  page: number
  pages: number
  years: number[]
  labels: string[]
  year: number | null
  label: string | null
  /** Addresses of the newer and older pages, null at either end. */
  newer: string | null
  older: string | null
}

/** The address of an archive page; the first page has no page parameter. */
export function archiveHref(year: number | null, label: string | null, page = 1): string {
  return withQuery(NEWS_ARCHIVE_PATH, { [YEAR_PARAM]: year, [LABEL_PARAM]: label, [PAGE_PARAM]: page > 1 ? page : null })
}

/** One page of `all` (newest first) under the query's filters. A page past the last shows the last. */
export function archivePage<T extends Dated>(all: T[], query: ArchiveQuery, perPage: number): ArchivePage<T> {
  const yearOf = (item: T) => Number(item.date.slice(0, 4))
  const matching = all.filter((item) => (query.year === null || yearOf(item) === query.year) && (query.label === null || item.label === query.label))
  const pages = Math.max(1, Math.ceil(matching.length / perPage))
  const page = Math.min(query.page, pages)
  const { year, label } = query
  return {
    items: matching.slice((page - 1) * perPage, page * perPage),
    page,
    pages,
    years: [...new Set(all.map(yearOf))].sort((a, b) => b - a),
    labels: [...new Set(all.map((item) => item.label).filter(Boolean))].sort((a, b) => a.localeCompare(b)),
    year,
    label,
    newer: page > 1 ? archiveHref(year, label, page - 1) : null,
    older: page < pages ? archiveHref(year, label, page + 1) : null,
  }
}
