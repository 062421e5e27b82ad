import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { TOKEN_PARAM } from '../../common/pageParams'
import { ConfirmAddressPage } from '../../features/cabinet'
import { confirmAddress, confirmLinkValid, PRIVATE_HEADERS } from '../../features/cabinet/index.server'
import { readForm } from '../../platform/request.server'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'
import '../../features/cabinet/Dashboard.css'

export const handle: IslandsHandle = { islands: false }
export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Account_confirm_title' }), NOINDEX]
// The token never leaves as a referrer, and the form still posts with its origin (features/updates/subscriberPages.ts).
export const headers: HeadersFunction = () => ({ ...PRIVATE_HEADERS, 'Referrer-Policy': 'same-origin' })

/** The mailed link opens a page with one button; only pressing it confirms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM) ?? ''
  const valid = await confirmLinkValid(context.payload, token)
  return data({ token, valid }, { status: valid ? 200 : 410, headers: PRIVATE_HEADERS })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const confirmed = await confirmAddress(context.payload, form.get('token'))
  return data({ confirmed }, { status: confirmed ? 200 : 410, headers: PRIVATE_HEADERS })
}

export default function ConfirmAddress() {
  const { token, valid } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const state = result ? (result.confirmed ? 'confirmed' : 'invalid') : valid ? 'valid' : 'invalid'
  return <ConfirmAddressPage token={token} state={state} />
}
