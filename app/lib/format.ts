import { INTL_LOCALE, type Language } from '../i18n/config'

// Numbers and dates in the page's language through Intl, never by hand ("55 080" in Russian).

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language]).format(value)
}

/** "28 October 2026" / "28 октября 2026 г." */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}
