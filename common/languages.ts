// Shared by server and browser: which languages exist and how they are named.
export const LANGUAGES = ['en', 'ru'] as const
export type Language = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'
export const LANGUAGE_COOKIE = 'i18next'
export const LANGUAGE_PARAM = 'lng'

/** An address for a client that sends no language cookie (a feed reader, a calendar program): `?lng=` names it. */
export const inLanguage = (path: string, language: Language) => (language === FALLBACK_LANGUAGE ? path : `${path}?${LANGUAGE_PARAM}=${language}`)

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The switch's labels are the same in every language: "eng" and "рус". */
export const LANGUAGE_LABELS: Record<Language, { short: string; name: string }> = {
  en: { short: 'eng', name: 'English' },
  ru: { short: 'рус', name: 'Русский' },
}

/** BCP 47 tags for Intl formatting. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU' }
