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

/** One page of `all` (newest first) under the query's filters; null when the query names what is not
 * there (a page past the last, a year or label no article has), so that each address of the archive
 * shows something of its own and no run of made-up values makes pages. */
export function archivePage<T extends Dated>(all: T[], query: ArchiveQuery, perPage: number): ArchivePage<T> | null {
  const yearOf = (item: T) => Number(item.date.slice(0, 4))
  const years = [...new Set(all.map(yearOf))].sort((a, b) => b - a)
  const labels = [...new Set(all.map((item) => item.label).filter(Boolean))].sort((a, b) => a.localeCompare(b))
  const { year, label, page } = query
  if ((year !== null && !years.includes(year)) || (label !== null && !labels.includes(label))) return null
  const matching = all.filter((item) => (year === null || yearOf(item) === year) && (label === null || item.label === label))
  const pages = Math.max(1, Math.ceil(matching.length / perPage))
  if (page > pages) return null
  return {
    items: matching.slice((page - 1) * perPage, page * perPage),
    page,
    pages,
    years,
    labels,
    year,
    label,
    newer: page > 1 ? archiveHref(year, label, page - 1) : null,
    older: page < pages ? archiveHref(year, label, page + 1) : null,
  }
}
