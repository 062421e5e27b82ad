import type { IncomingMessage } from 'node:http'
import { LANGUAGE_PARAM } from '../common/languages'
import { detectLanguage } from '../app/i18n/i18next.server'

// The language a raw request resolves to, by the site's own rule (app/i18n: ?lng, the cookie,
// Accept-Language, English), for code in front of Remix such as the HTML cache. Detection wants
// a Fetch Request and parses Accept-Language with Intl; the answer depends on three inputs
// only, so it is remembered per combination and a repeat costs one map lookup.

const MAX_REMEMBERED = 1000
const remembered = new Map<string, string>()

export function siteLanguage(req: IncomingMessage): string | Promise<string> {
  const url = req.url || '/'
  const query = url.indexOf('?')
  const param = query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get(LANGUAGE_PARAM)
  const cookie = req.headers.cookie ?? ''
  const acceptLanguage = req.headers['accept-language'] ?? ''
  const key = `${param ?? ''}\n${cookie}\n${acceptLanguage}`
  const known = remembered.get(key)
  if (known) return known
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (acceptLanguage) headers['accept-language'] = acceptLanguage
  return detectLanguage(new Request(`http://site${url}`, { headers })).then((language) => {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear()
    remembered.set(key, language)
    return language
  })
}
