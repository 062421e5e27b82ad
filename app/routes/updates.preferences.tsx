import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { Language } from '../../common/languages'
import { isNewsTopic } from '../../common/newsTopics'
import { DONE_PARAM, TOKEN_PARAM } from '../../common/pageParams'
import { PREFERENCES_PATH, PRIVATE_HEADERS, tokenOf, PreferencesPage, type PreferencesView } from '../../features/updates'
import { readPreferences, savePreferences, subscriberByToken } from '../../features/updates/index.server'
import { readForm } from '../../platform/request.server'
import { NOINDEX, pageMeta } from '../../ui/page/seo'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Subscription_preferences_title' }), NOINDEX]
export const headers: HeadersFunction = () => PRIVATE_HEADERS

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request)
  const subscriber = await subscriberByToken(context.payload, token)
  const params = new URL(request.url).searchParams
  const view: PreferencesView = subscriber
    ? {
        found: true,
        token,
        topics: (subscriber.topics ?? []).filter(isNewsTopic),
        language: (subscriber.language ?? 'en') as Language,
        confirmed: params.get(DONE_PARAM) === 'confirmed',
        saved: params.get(DONE_PARAM) === 'saved',
      }
    : { found: false }
  return data(view, { status: subscriber ? 200 : 404, headers: PRIVATE_HEADERS })
}

/** Saves and shows the page again (post, redirect, get). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const token = String(form.get('token') ?? '')
  const saved = await savePreferences(context.payload, token, readPreferences({ topics: form.getAll('topics'), language: form.get('language') }))
  if (!saved) return data({ found: false }, { status: 404, headers: PRIVATE_HEADERS })
  return redirect(`${PREFERENCES_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}&${DONE_PARAM}=saved`, { status: 303, headers: PRIVATE_HEADERS })
}

export default function Preferences() {
  return <PreferencesPage view={useLoaderData<typeof loader>()} />
}
