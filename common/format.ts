import { INTL_LOCALE, type Language } from './languages'

// Numbers and dates in the page's language through Intl, never by hand ("55 080" in Russian).

// One formatter per language, made on first use: building one looks up locale data and costs
// more than formatting (the news column alone formatted dates for 5 % of a page render's CPU).
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>()
  return (language) => {
    let value = made.get(language)
    if (value === undefined) made.set(language, (value = make(language)))
    return value
  }
}

const numberFormat = perLanguage((language) => new Intl.NumberFormat(INTL_LOCALE[language]))

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value)
}

const longDate = perLanguage((language) => new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))

/** "28 October 2026" / "28 октября 2026 г." */
export function formatDate(iso: string, language: Language): string {
  return longDate(language).format(new Date(iso))
}

/** A position shown with two digits, as the site numbers its items: 1 → "01", 21 → "21". */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/** A date split for a calendar-style badge, the month named as in a full date of the language:
 * { day: "21", month: "November", year: "2026" } / { day: "21", month: "ноября", year: "2026" }. */
export function dateParts(iso: string, language: Language): { day: string; month: string; year: string } {
  const parts = longDate(language).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month'), year: part('year') }
}

const pluralRules = perLanguage((language) => new Intl.PluralRules(INTL_LOCALE[language]))

/** The plural category of `count` in `language` ("one", "few", "many", "other"), for choosing a
 * catalogue key such as Inv_count_few. */
export function pluralOf(count: number, language: Language): Intl.LDMLPluralRule {
  return pluralRules(language).select(count)
}

const kilobytes = perLanguage((language) => new Intl.NumberFormat(INTL_LOCALE[language], { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }))
const megabytes = perLanguage((language) => new Intl.NumberFormat(INTL_LOCALE[language], { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }))

/** A file's size as people read it: "34 kB" / "34 кБ", "2.4 MB" / "2,4 МБ". */
export function formatFileSize(bytes: number, language: Language): string {
  return bytes < 1024 * 1024 ? kilobytes(language).format(Math.max(1, Math.round(bytes / 1024))) : megabytes(language).format(bytes / 1024 / 1024)
}

/** The site's clock: its customers are in Russia, so a moment is shown as Moscow reads it, the same on the server and
 * in any visitor's browser (named, never taken from the machine). */
export const SITE_TIME_ZONE = 'Europe/Moscow'

/** The site's time zone in words, after a time. */
const SITE_ZONE_NAME: Record<Language, string> = { en: 'Moscow time', ru: 'по московскому времени' }

const dateTime = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SITE_TIME_ZONE,
    }),
)

const siteDate = perLanguage(
  (language) => new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE }),
)

/** The day of a moment (not of a date-only value, which formatDate reads) on the site's clock: "29 November 2026". */
export function formatDay(iso: string, language: Language): string {
  return siteDate(language).format(new Date(iso))
}

/** A moment with its time on the site's clock, saying so: "28 October 2026 at 17:05 Moscow time" /
 * "28 октября 2026 г. в 17:05 по московскому времени". */
export function formatDateTime(iso: string, language: Language): string {
  return `${dateTime(language).format(new Date(iso))} ${SITE_ZONE_NAME[language]}`
}
