import { DOCUMENT_KINDS, KIND_PARAM, LABEL_PARAM, PAGE_PARAM, YEAR_PARAM, parsePage, parseYear } from './investors'
import { LANGUAGES, LANGUAGE_PARAM } from './languages'
import { cleanSearchQuery } from './searchQuery'

// The query parameters site pages read, declared once: the HTML cache keys on these alone and drops
// the rest before rendering, so "/?utm=1" is the page "/" and never echoes a stranger's junk
// parameters into a page kept for everyone.

/** The selected tab of any tabs block (ui/tabs/Tabs.tsx). */
export const TAB_PARAM = 'tab'
/** The footer's sign-up just succeeded (set by the /subscribe action's redirect). */
export const SUBSCRIBED_PARAM = 'subscribed'
/** /cabinet opens the registration form instead of the sign-in form. */
export const MODE_PARAM = 'mode'
/** A page says what was just done (set by the actions' redirects): a password reset or signing
 * out everywhere on /cabinet, a password change or a confirmation link sent again on /dashboard, a subscription confirmed or its
 * preferences saved on /updates/preferences. */
export const DONE_PARAM = 'done'
/** The personal token of a mailed link: a subscriber's pages, a customer's password reset or
 * address confirmation. Such
 * pages answer `private, no-store`, so none is kept by the cache whatever its token. */
export const TOKEN_PARAM = 'token'
/** /dashboard opens the procedures list. */
export const PROCEDURES_PARAM = 'procedures'
/** /search: what to search for. */
export const SEARCH_PARAM = 'q'

/** A parameter, and the values that change anything when only a few do (others read as absent),
 * or the one spelling of a free value (kept under that; an empty one reads as absent). */
type Param = { name: string; values?: readonly string[]; clean?: (value: string) => string }

const YEAR: Param = { name: YEAR_PARAM, clean: (value) => String(parseYear(value) ?? '') }
/** A news label as typed by editors: short text, one spelling (trimmed). */
const cleanLabel = (value: string) => value.trim().slice(0, 60)
/** Page 1 is the page without the parameter: one address, one cache entry. */
const cleanPage = (value: string) => (parsePage(value) > 1 ? String(parsePage(value)) : '')

const EVERY_PAGE: Param[] = [{ name: LANGUAGE_PARAM, values: LANGUAGES }, { name: TAB_PARAM }, { name: SUBSCRIBED_PARAM, values: ['1'] }]

const BY_ROUTE: { path: RegExp; params: Param[] }[] = [
  {
    path: /^\/cabinet(\.data)?\/?$/,
    params: [
      { name: MODE_PARAM, values: ['register'] },
      { name: DONE_PARAM, values: ['reset', 'everywhere'] },
    ],
  },
  {
    path: /^\/dashboard(\.data)?\/?$/,
    params: [
      { name: PROCEDURES_PARAM, values: ['open'] },
      { name: DONE_PARAM, values: ['password', 'withdrawn', 'sent', 'deletion', 'ended', 'passkey-added', 'passkey-removed'] },
    ],
  },
  { path: /^\/search(\.data)?\/?$/, params: [{ name: SEARCH_PARAM, clean: cleanSearchQuery }] },
  { path: /^\/(updates\/(confirm|unsubscribe)|cabinet\/(reset|confirm))(\.data)?\/?$/, params: [{ name: TOKEN_PARAM }] },
  { path: /^\/updates\/preferences(\.data)?\/?$/, params: [{ name: TOKEN_PARAM }, { name: DONE_PARAM, values: ['confirmed', 'saved'] }] },
  { path: /^\/investors\/reports(\.data)?\/?$/, params: [YEAR, { name: KIND_PARAM, values: DOCUMENT_KINDS }] },
  { path: /^\/media\/news(\.data)?\/?$/, params: [YEAR, { name: LABEL_PARAM, clean: cleanLabel }, { name: PAGE_PARAM, clean: cleanPage }] },
]

/** The parameters the page at `path` reads. */
const paramsOf = (path: string) => [...EVERY_PAGE, ...BY_ROUTE.filter((route) => route.path.test(path)).flatMap((route) => route.params)]

/** The parameters a page's blocks filter their lists by (a CMS page's loader passes these on). */
export const LIST_PARAMS = [YEAR_PARAM, KIND_PARAM, LABEL_PARAM, PAGE_PARAM]

/** The address a page is rendered for: its path and only the parameters it reads, one value
 * each (the first, as URLSearchParams.get reads it), in a fixed order. */
export function renderedUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const path = url.slice(0, q)
  const given = new URLSearchParams(url.slice(q + 1))
  const kept = new URLSearchParams()
  const declared = paramsOf(path)
  for (const { name, values, clean } of declared.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const raw = given.get(name)
    const value = raw !== null && clean ? clean(raw) || null : raw
    if (value !== null && (!values || values.includes(value))) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `${path}?${query}` : path
}

/** Whether an address made by renderedUrl holds a free value (a search, a tab, a list filter): one
 * page has endlessly many such addresses, where the others are one per page and language. */
export function hasFreeValue(url: string): boolean {
  const q = url.indexOf('?')
  if (q < 0) return false
  const path = url.slice(0, q)
  const declared = paramsOf(path)
  return [...new URLSearchParams(url.slice(q + 1)).keys()].some((name) => !declared.find((param) => param.name === name)?.values)
}

/** The list filters of an address, as its page's blocks read them: only the declared ones, in
 * their one spelling. */
export function listQuery(url: string): URLSearchParams {
  const kept = new URLSearchParams(renderedUrl(url).split('?')[1] ?? '')
  return new URLSearchParams([...kept].filter(([name]) => LIST_PARAMS.includes(name)))
}
