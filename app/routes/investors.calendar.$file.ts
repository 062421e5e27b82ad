import type { LoaderFunctionArgs } from '@remix-run/node'
import { FALLBACK_LANGUAGE } from '../../common/languages'
import { findEvent, icsResponse } from '../../features/investors/index.server'
import { requestedLanguage } from '../../ui/i18n/i18next.server'

/** One event as an .ics file ("Add to calendar"): /investors/calendar/<id>.ics. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = /^(\d{1,12}|[a-f0-9]{24})\.ics$/.exec(params.file ?? '')?.[1]
  const language = requestedLanguage(request) ?? FALLBACK_LANGUAGE
  const event = id ? await findEvent(context.payload, id, language) : null
  if (!event) throw new Response('Not Found', { status: 404 })
  return icsResponse(context.payload, language, [event], `calendar-event-${event.id}.ics`)
}
