import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CabinetPageHead } from '../../features/cabinet'
import { PRIVATE_HEADERS, requireCustomer } from '../../features/cabinet/index.server'
import { DocumentsList } from '../../features/customerDocuments'
import { listCustomerDocuments } from '../../features/customerDocuments/index.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'
import '../../features/cabinet/Dashboard.css'
import '../../features/customerDocuments/Documents.css'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Documents_title' }), NOINDEX]

export const headers: HeadersFunction = () => PRIVATE_HEADERS

/** The signed-in customer's own documents. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customerId } = await requireCustomer(context.payload, request)
  const language = await detectLanguage(request)
  return data({ documents: await listCustomerDocuments(context.payload, customerId, language), language }, { headers: PRIVATE_HEADERS })
}

export default function DashboardDocuments() {
  const { t } = useTranslation()
  const { documents, language } = useLoaderData<typeof loader>()
  return (
    <section className="container dashboard">
      <CabinetPageHead title={t('Documents_title')} />
      <DocumentsList documents={documents} language={language} />
    </section>
  )
}
