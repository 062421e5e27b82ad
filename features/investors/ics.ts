import ical, { ICalCalendarMethod } from 'ical-generator'
import type { CalendarEvent } from './events.server'

// iCalendar (RFC 5545) files of the financial calendar, made with ical-generator: it folds long
// lines, escapes text and writes the fixed properties calendar programs check, which a
// hand-written template gets subtly wrong. Times are written in UTC ("…T080000Z"): every program
// shows them in its user's own zone, and no time-zone definitions need shipping.

export type IcsOptions = {
  /** The calendar's name, shown by the program that subscribes. */
  name: string
  /** The site's host: event UIDs are <id>@<host>, stable across downloads so a re-import updates. */
  host: string
  /** The absolute address of the calendar page, each event's URL. */
  pageUrl: string
  /** The labels of the description's lines. */
  webcastLabel: string
}

/** The calendar's name as a property value: ical-generator writes it as given, where a line break
 * would start a property of the text's choosing, so control characters become a space. Nothing
 * else is escaped: programs read NAME and X-WR-CALNAME as they stand. */
function calendarName(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim()
}

/** A calendar of `events` (one for "Add to calendar", all of them for the feed). */
export function icsCalendar(events: CalendarEvent[], options: IcsOptions): string {
  const calendar = ical({
    name: calendarName(options.name),
    prodId: { company: options.host, product: 'financial-calendar' },
    method: ICalCalendarMethod.PUBLISH,
  })
  for (const event of events) {
    const lines = [event.description, event.webcastUrl ? `${options.webcastLabel}: ${event.webcastUrl}` : ''].filter(Boolean)
    calendar.createEvent({
      id: `event-${event.id}@${options.host}`,
      // The last change, not the time of the download: the same event gives the same file.
      stamp: new Date(event.updatedAt),
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.title,
      description: lines.join('\n') || null,
      location: event.place || event.webcastUrl || null,
      url: `${options.pageUrl}#event-${event.id}`,
    })
  }
  return calendar.toString()
}
