import type { Payload } from 'payload'
import type { EventKind } from '../../common/investors'
import type { Language } from '../../common/languages'
import type { Document, Event } from '../../common/payload-types'
import { cached } from '../../platform/contentCache.server'
import { libraryDocument, PUBLISHED, PUBLISHED_WITH_FILES, type LibraryDocument } from './documents.server'

/** An event as the calendar shows it and its iCalendar file describes it. */
export type CalendarEvent = {
  id: number | string
  title: string
  kind: EventKind
  /** Instants (ISO, UTC) and the zone the event is held in. */
  start: string
  end: string
  timeZone: string
  place: string
  webcastUrl: string
  description: string
  documents: LibraryDocument[]
  updatedAt: string
}

export function calendarEvent(event: Event, language: Language): CalendarEvent {
  const documents = (event.documents ?? [])
    .filter((doc): doc is Document => typeof doc === 'object' && doc !== null)
    .map((doc) => libraryDocument(doc, language))
    .filter((doc) => doc !== null)
  return {
    id: event.id,
    title: event.title,
    kind: event.kind,
    start: event.start,
    end: event.end,
    timeZone: event.start_tz,
    place: event.place ?? '',
    webcastUrl: event.webcastUrl ?? '',
    description: event.description ?? '',
    documents,
    updatedAt: event.updatedAt,
  }
}

/** Every published event in `language`, earliest first, with the published documents it links. */
export function listEvents(payload: Payload, language: Language): Promise<CalendarEvent[]> {
  return cached(`events:${language}`, async () => {
    const result = await payload.find({
      collection: 'events',
      where: PUBLISHED,
      locale: language,
      sort: 'start',
      depth: 2,
      pagination: false,
      ...PUBLISHED_WITH_FILES,
    })
    return result.docs.map((event) => calendarEvent(event, language))
  })
}

/** Events not yet over at `now`, earliest first, and those over, latest first. */
export function splitEvents(events: CalendarEvent[], now: Date): { upcoming: CalendarEvent[]; past: CalendarEvent[] } {
  const time = now.getTime()
  const upcoming = events.filter((event) => new Date(event.end).getTime() >= time)
  const past = events.filter((event) => new Date(event.end).getTime() < time).reverse()
  return { upcoming, past }
}

/** One event by id, or null. */
export async function findEvent(payload: Payload, id: string, language: Language): Promise<CalendarEvent | null> {
  return (await listEvents(payload, language)).find((event) => String(event.id) === id) ?? null
}
