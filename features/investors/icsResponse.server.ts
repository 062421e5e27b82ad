import type { Payload } from 'payload'
import { serverURL } from '../../common/env.server'
import { CALENDAR_PATH } from '../../common/investors'
import type { Language } from '../../common/languages'
import { translate } from '../../ui/i18n/translate'
import { languageUrl } from '../../ui/page/seo'
import { loadLayout } from '../shell/index.server'
import { loadCatalogue } from '../translations/index.server'
import type { CalendarEvent } from './events.server'
import { icsCalendar } from './ics'

/** `events` as an iCalendar response in `language`; `filename` names the download, or none for
 * the feed a calendar program subscribes to. The same for everyone, so shared caches may keep it. */
export async function icsResponse(payload: Payload, language: Language, events: CalendarEvent[], filename: string | null): Promise<Response> {
  const [catalogue, layout] = await Promise.all([loadCatalogue(payload, language), loadLayout(payload, language)])
  const origin = serverURL()
  const body = icsCalendar(events, {
    name: translate(catalogue, 'Inv_calendar_name', { brand: layout.settings.brand }),
    host: new URL(origin).hostname,
    pageUrl: languageUrl(origin, CALENDAR_PATH, language),
    webcastLabel: translate(catalogue, 'Inv_webcast'),
  })
  const headers: Record<string, string> = { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=300' }
  if (filename) headers['Content-Disposition'] = `attachment; filename="${filename}"`
  return new Response(body, { headers })
}
