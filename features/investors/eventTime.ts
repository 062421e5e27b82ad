import { INTL_LOCALE, type Language } from '../../common/languages'

// An event's time as its audience reads it: in the zone it is held in, named by its offset, so
// "11:00–12:30 (GMT+3)" means the same to a reader in Moscow and one in London.

/** "24 March 2027, 11:00–12:30 (GMT+3)" / "24 марта 2027 г., 11:00–12:30 (GMT+3)". */
export function eventTimeText(start: string, end: string, timeZone: string, language: Language): string {
  const locale = INTL_LOCALE[language]
  const range = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).formatRange(new Date(start), new Date(end))
  const offset = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(start))
    .find((part) => part.type === 'timeZoneName')?.value
  return offset ? `${range} (${offset})` : range
}

/** The calendar day an event starts on, in its own zone (for <time dateTime> and the badge). */
export function eventDay(start: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(start))
}
