import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CUSTOMER_MESSAGES_PATH } from '../../common/customerMessages'
import { CabinetPageHead } from '../../features/cabinet'
import { PRIVATE_HEADERS, requireCustomer } from '../../features/cabinet/index.server'
import { ConversationList, MessageForm } from '../../features/customerMessages'
import { postMessage, listConversations } from '../../features/customerMessages/index.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'
import '../../features/cabinet/Dashboard.css'
import '../../features/customerDocuments/Documents.css'
import '../../features/customerMessages/Messages.css'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Messages_title' }), NOINDEX]

export const headers: HeadersFunction = () => PRIVATE_HEADERS

/** The signed-in customer's conversations with back office, and the form to start one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customerId } = await requireCustomer(context.payload, request)
  return data({ threads: await listConversations(context.payload, customerId), language: await detectLanguage(request) }, { headers: PRIVATE_HEADERS })
}

export const action = ({ request, context }: ActionFunctionArgs) => postMessage(context.payload, request)

export default function DashboardMessages() {
  const { t } = useTranslation()
  const { threads, language } = useLoaderData<typeof loader>()
  const state = useActionData<typeof action>()
  return (
    <section className="container dashboard">
      <CabinetPageHead title={t('Messages_title')} />
      <MessageForm action={CUSTOMER_MESSAGES_PATH} withType state={state} language={language} />
      <h2 className="dash-panel__heading">{t('Messages_conversations')}</h2>
      <ConversationList threads={threads} language={language} />
    </section>
  )
}
