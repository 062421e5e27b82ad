import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { DONE_PARAM, TOKEN_PARAM } from '../../common/pageParams'
import { ResetPage } from '../../features/cabinet'
import { customerByResetToken, resetPassword, PRIVATE_HEADERS } from '../../features/cabinet/index.server'
import { readForm } from '../../platform/request.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'

export const handle: IslandsHandle = { islands: false }
export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Cabinet_reset_title' }), NOINDEX]
// The token never leaves as a referrer, and the form still posts with its origin (features/updates/subscriberPages.ts).
export const headers: HeadersFunction = () => ({ ...PRIVATE_HEADERS, 'Referrer-Policy': 'same-origin' })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
  const valid = (await customerByResetToken(context.payload, token)) !== null
  return data({ token, valid }, { status: valid ? 200 : 410, headers: PRIVATE_HEADERS })
}

/** A new password: every session ends; the customer signs in with it on /cabinet. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const outcome = await resetPassword(context.payload, Object.fromEntries(form), await detectLanguage(request))
  if (outcome.ok) return redirect(`/cabinet?${DONE_PARAM}=reset`, { status: 303, headers: PRIVATE_HEADERS })
  return data({ valid: outcome.field !== 'token', error: outcome.field === 'password' ? outcome.error : undefined }, { status: 400, headers: PRIVATE_HEADERS })
}

export default function Reset() {
  const { token, valid } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return <ResetPage token={token} valid={result ? result.valid : valid} error={result?.error} />
}
