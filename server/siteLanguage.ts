import type { IncomingMessage } from 'node:http'
import { createCache } from '../common/caches'
import { LANGUAGE_PARAM } from '../common/languages'
import { detectLanguage } from '../ui/i18n/i18next.server'

// The language a raw request resolves to by the site's own rule (ui/i18n), for the HTML cache in
// front of Remix. Detection is costly (a Fetch Request, Intl) and depends on three inputs only, so
// it is remembered per combination.

type Inputs = { param: string | null; cookie: string; acceptLanguage: string }

const remembered = createCache<Inputs, string>({
  name: 'site language',
  key: ({ param, cookie, acceptLanguage }) => `${param ?? ''}\n${cookie}\n${acceptLanguage}`,
  // Clients make up the headers: the bound keeps a flood of distinct ones from growing memory.
  maxEntries: 1000,
})

export function siteLanguage(req: IncomingMessage): string | Promise<string> {
  const url = req.url || '/'
  const query = url.indexOf('?')
  const param = query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get(LANGUAGE_PARAM)
  const cookie = req.headers.cookie ?? ''
  const acceptLanguage = req.headers['accept-language'] ?? ''
  const inputs = { param, cookie, acceptLanguage }
  const known = remembered.get(inputs)
  if (known) return known
  return remembered.load(inputs, () => {
    const headers: Record<string, string> = {}
    if (cookie) headers.cookie = cookie
    if (acceptLanguage) headers['accept-language'] = acceptLanguage
    return detectLanguage(new Request(`http://site${url}`, { headers }))
  })
}
