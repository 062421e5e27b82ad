import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Document, Event } from '../../common/payload-types'
import { DRAFT_PREVIEWER } from '../../common/sitePrincipals'
import { asPrincipal } from '../../platform/readAccess.server'
import { libraryDocument, PUBLISHED, PUBLISHED_WITH_FILES, type LibraryDocument } from './documents.server'
import { calendarEvent, type CalendarEvent } from './events.server'

/** The documents and events a news article releases, as the library and the calendar show them. */
export type ReleaseParts = { documents: LibraryDocument[]; events: CalendarEvent[] }

type Named = { documents?: (number | Document)[] | null; events?: (number | Event)[] | null } | null | undefined

const idsOf = (values: (number | { id: number })[] | null | undefined) => (values ?? []).map((value) => (typeof value === 'object' ? value.id : value))

/** The release's parts in `language`: the published ones only, as a visitor reads them; or, for a
 * draft preview (whose request the route has already checked), their latest drafts too. */
export async function releaseParts(payload: Payload, named: Named, language: Language, { preview }: { preview: boolean }): Promise<ReleaseParts> {
  const reading = preview ? { draft: true, ...asPrincipal(DRAFT_PREVIEWER) } : PUBLISHED_WITH_FILES
  const read = async <C extends 'documents' | 'events'>(collection: C, ids: number[], sort: string) =>
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection,
            where: { and: [{ id: { in: ids } }, ...(preview ? [] : [PUBLISHED])] },
            locale: language,
            sort,
            depth: 2,
            pagination: false,
            ...reading,
          })
        ).docs
  const [documents, events] = await Promise.all([read('documents', idsOf(named?.documents), '-date'), read('events', idsOf(named?.events), 'start')])
  return {
    documents: documents.map((doc) => libraryDocument(doc as Document, language)).filter((doc) => doc !== null),
    events: events.map((event) => calendarEvent(event as Event, language)),
  }
}
