import { RemixI18Next } from 'remix-i18next/server'
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_PARAM, isLanguage, type Language } from '../../common/languages'
import { languageCookie } from './languageCookie.server'

/** Detection order: ?lng, the i18next cookie, Accept-Language, English. */
export const i18nextServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    searchParamKey: LANGUAGE_PARAM,
    cookie: languageCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
})

export async function detectLanguage(request: Request): Promise<Language> {
  const found = await i18nextServer.getLocale(request)
  return isLanguage(found) ? found : FALLBACK_LANGUAGE
}

/** The language the request names in ?lng, which the response then remembers in the cookie. */
export function requestedLanguage(request: Request): Language | null {
  const value = new URL(request.url).searchParams.get(LANGUAGE_PARAM)
  return isLanguage(value) ? value : null
}
