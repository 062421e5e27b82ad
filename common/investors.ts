import { inLanguage, type Language } from './languages'

// The investor section's addresses, kinds and filters, shared by the schemas, the site's blocks
// and routes, the HTML cache's declared parameters and the sitemap, so a link and what reads it
// never disagree.

export const REPORTS_PATH = '/investors/reports'
export const CALENDAR_PATH = '/investors/calendar'
/** The whole calendar as an iCalendar feed (English; ?lng=ru for Russian). */
export const CALENDAR_FEED_PATH = '/investors/calendar.ics'
/** Where the uploaded report files are served. */
export const DOCUMENT_FILE_PATH = '/api/document-files/file'

export const DOCUMENT_KINDS = ['annualReport', 'interimReport', 'resultsPresentation', 'esgReport', 'governance', 'other'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The part of the year a document covers: the whole year, a half or a quarter. */
export const DOCUMENT_PERIODS = ['year', 'h1', 'h2', 'q1', 'q2', 'q3', 'q4'] as const
export type DocumentPeriod = (typeof DOCUMENT_PERIODS)[number]

export const EVENT_KINDS = ['results', 'meeting', 'investorDay', 'conference', 'call', 'other'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** The library's filters (GET parameters). */
export const YEAR_PARAM = 'year'
export const KIND_PARAM = 'kind'
/** The news archive's filters and page. */
export const LABEL_PARAM = 'label'
export const PAGE_PARAM = 'page'

/** Years a document or article may name: the group was founded in 1988. */
export const FIRST_YEAR = 1988
export const LAST_YEAR = 2100

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value)
}

/** A four-digit year in range, as a filter value; anything else reads as no filter. */
export function parseYear(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null
  const year = Number(value)
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null
}

/** A page number of a paginated list, from 1; anything else reads as the first page. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,4}$/.test(value)) return 1
  return Number(value)
}

export const calendarFeedPath = (language: Language) => inLanguage(CALENDAR_FEED_PATH, language)

/** One event as an iCalendar file, in `language`. */
export const eventIcsPath = (id: string | number, language: Language) => inLanguage(`${CALENDAR_PATH}/${encodeURIComponent(String(id))}.ics`, language)

/** The address of a query over `path`: only the set values, in the order given. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(name, String(value))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** The largest document file accepted (an annual report with its pictures fits). */
export const DOCUMENT_MAX_BYTES = 40 * 1024 * 1024

/** The file formats a document may be, by the type their content shows, with the name the site
 * gives each format. */
export const DOCUMENT_FORMATS = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/zip': 'ZIP',
} as const
export type DocumentMimeType = keyof typeof DOCUMENT_FORMATS

export function isDocumentMimeType(value: unknown): value is DocumentMimeType {
  return typeof value === 'string' && Object.hasOwn(DOCUMENT_FORMATS, value)
}
