import type { Cookie } from '@remix-run/node'
import { httpsOrigin } from '../../common/env.server'
import { LANGUAGE_COOKIE, isLanguage, type Language } from '../../common/languages'

const ONE_YEAR = 60 * 60 * 24 * 365

/** The language cookie holds the bare code ("ru"), unsigned and unencoded, so that anything
 * outside Remix (the JSON API, a proxy, a test) can read it too. */
export const languageCookie: Cookie = {
  name: LANGUAGE_COOKIE,
  isSigned: false,
  expires: undefined,
  async parse(header: string | null) {
    if (!header) return null
    const match = header.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))
    const value = match ? decodeURIComponent(match[1]).replace(/^"|"$/g, '') : null
    return isLanguage(value) ? value : null
  },
  async serialize(value: Language) {
    const secure = httpsOrigin() ? '; Secure' : ''
    return `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`
  },
}
