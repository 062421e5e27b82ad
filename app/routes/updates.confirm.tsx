import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { DONE_PARAM, TOKEN_PARAM } from '../../common/pageParams'
import { PREFERENCES_PATH, PRIVATE_HEADERS, tokenOf, ConfirmPage } from '../../features/updates'
import { readConfirmToken, confirmSubscription } from '../../features/updates/index.server'
import { readForm } from '../../platform/request.server'
import { NOINDEX, pageMeta } from '../../ui/page/seo'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Subscription_confirm_title' }), NOINDEX]
export const headers: HeadersFunction = () => PRIVATE_HEADERS

/** The mailed link opens a page with one button; only pressing it confirms. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request)
  const read = readConfirmToken(token)
  return data({ token, valid: Boolean(read && read.expiresAt > Date.now()) }, { headers: PRIVATE_HEADERS })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const outcome = await confirmSubscription(context.payload, form.get('token'))
  if (outcome.ok)
    return redirect(`${PREFERENCES_PATH}?${TOKEN_PARAM}=${encodeURIComponent(outcome.manageToken)}&${DONE_PARAM}=confirmed`, {
      status: 303,
      headers: PRIVATE_HEADERS,
    })
  return data({ valid: false }, { status: 410, headers: PRIVATE_HEADERS })
}

export default function Confirm() {
  const { token, valid } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  return <ConfirmPage token={token} valid={valid && !failed} />
}
