import { perLanguage } from './format'
import { INTL_LOCALE, type Language } from './languages'

// Money is integer cents everywhere inside (the database, the service, the API's *Cents fields);
// it becomes dollars only here, at the edge where people read or type it.

const usd = (fractionDigits: number) =>
  perLanguage(
    (language) =>
      new Intl.NumberFormat(INTL_LOCALE[language], {
        style: 'currency',
        currency: 'USD',
        // "$", not "US$" as en-GB would write it.
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  )
const [wholeDollars, dollarsAndCents] = [usd(0), usd(2)]

/** "$1,234.50" / "1 234,50 $". With `plainZero`, an exact zero has no decimals ("$0"). */
export function formatCents(cents: number, language: Language, { plainZero = false } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new TypeError(`Money must be integer cents, got ${cents}`)
  return (plainZero && cents === 0 ? wholeDollars : dollarsAndCents)(language).format(cents / 100)
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0)
}

/** Dollars as staff type them in the admin (12.5, "12.50") to cents; null when not a sum of money
 * with at most two decimals. Goes through the decimal text, so 0.29 is 29 cents, not 28.999…. */
export function dollarsToCents(value: unknown): number | null {
  const textValue = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : ''
  const match = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/.exec(textValue)
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] && cents !== 0 ? -cents : cents
}

/** Cents as a dollars number for the admin's number input (1250 → 12.5). */
export function centsToDollars(cents: number): number {
  return cents / 100
}

/** A dollars string with two decimals for the JSON API ("12.50"); no locale, no symbol. */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
