import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ForgotPage } from '../../features/cabinet'
import { requestPasswordReset, PRIVATE_HEADERS } from '../../features/cabinet/index.server'
import { clientAddress, readForm } from '../../platform/request.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'

export const handle: IslandsHandle = { islands: false }
export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Cabinet_forgot_title' }), NOINDEX]
/** The answer to a posted address is private: the action's headers say so, and Remix would otherwise drop them. */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders

/** The same answer whether the address has an account or not. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const outcome = await requestPasswordReset(context.payload, { email: form.get('email') }, await detectLanguage(request), clientAddress(request))
  if (!outcome.ok) return data({ sent: false, error: outcome.error }, { status: outcome.status, headers: PRIVATE_HEADERS })
  return data({ sent: true, error: undefined }, { headers: PRIVATE_HEADERS })
}

export default function Forgot() {
  const result = useActionData<typeof action>()
  return <ForgotPage sent={result?.sent ?? false} error={result?.error} />
}
