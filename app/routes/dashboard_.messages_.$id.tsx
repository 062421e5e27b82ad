import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { conversationPath, CUSTOMER_MESSAGES_PATH } from '../../common/customerMessages'
import { CabinetPageHead } from '../../features/cabinet'
import { PRIVATE_HEADERS, requireCustomer } from '../../features/cabinet/index.server'
import { ConversationMessages, MessageForm } from '../../features/customerMessages'
import { postMessage, readConversation } from '../../features/customerMessages/index.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'
import '../../features/cabinet/Dashboard.css'
import '../../features/customerMessages/Messages.css'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Messages_title' }), NOINDEX]

export const headers: HeadersFunction = () => PRIVATE_HEADERS

/** One of the signed-in customer's conversations; opening it marks back office's answers read.
 * Another customer's, or none, is 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { customerId } = await requireCustomer(context.payload, request)
  const conversation = await readConversation(context.payload, customerId, params.id ?? '')
  if (!conversation) throw new Response('Not Found', { status: 404, headers: PRIVATE_HEADERS })
  return data({ ...conversation, language: await detectLanguage(request) }, { headers: PRIVATE_HEADERS })
}

export const action = ({ request, params, context }: ActionFunctionArgs) => postMessage(context.payload, request, params.id ?? '')

export default function DashboardConversation() {
  const { t } = useTranslation()
  const { thread, messages, language } = useLoaderData<typeof loader>()
  const state = useActionData<typeof action>()
  return (
    <section className="container dashboard">
      <CabinetPageHead title={t(`Messages_type_${thread.type}`)} back={{ href: CUSTOMER_MESSAGES_PATH, labelKey: 'Messages_back' }} />
      <p className="dash-msg__meta">{t(`Messages_status_${thread.status}`)}</p>
      <ConversationMessages messages={messages} language={language} />
      <MessageForm action={conversationPath(thread.id)} withType={false} state={state} language={language} />
    </section>
  )
}
