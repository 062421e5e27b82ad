import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requestSource } from '../../features/consents/index.server'
import { PRIVATE_HEADERS, tokenOf, UnsubscribePage } from '../../features/updates'
import { subscriberByToken, unsubscribe } from '../../features/updates/index.server'
import { NOINDEX, pageMeta } from '../../ui/page/seo'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Subscription_unsubscribe_title' }), NOINDEX]
export const headers: HeadersFunction = () => PRIVATE_HEADERS

/** The visible link: a page with one button. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request)
  const found = (await subscriberByToken(context.payload, token)) !== null
  return data({ token, state: found ? ('ask' as const) : ('invalid' as const) }, { headers: PRIVATE_HEADERS })
}

/** The button's post: no sign-in, the token in the address is the only credential. (Mail
 * services' one-click POST goes to /api/updates/unsubscribe, features/updates/endpoints.ts.) */
export async function action({ request, context }: ActionFunctionArgs) {
  const done = await unsubscribe(context.payload, tokenOf(request), requestSource(request))
  return data({ state: done ? ('done' as const) : ('invalid' as const) }, { status: done ? 200 : 404, headers: PRIVATE_HEADERS })
}

export default function Unsubscribe() {
  const { token, state } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <UnsubscribePage token={token} state={result?.state ?? state} />
}
