import type { LoaderFunctionArgs } from '@remix-run/node'
import { FALLBACK_LANGUAGE } from '../../common/languages'
import { listEvents, icsResponse } from '../../features/investors/index.server'
import { requestedLanguage } from '../../ui/i18n/i18next.server'

/** The whole financial calendar as an iCalendar feed: English, or the language ?lng names (a
 * calendar program keeps no cookie, so the address alone decides). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = requestedLanguage(request) ?? FALLBACK_LANGUAGE
  return icsResponse(context.payload, language, await listEvents(context.payload, language), null)
}
