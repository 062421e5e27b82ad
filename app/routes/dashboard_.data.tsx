import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PRIVATE_HEADERS, requestToken } from '../../features/cabinet/index.server'
import { DataExportPage } from '../../features/dataRights'
import { exportCustomerData } from '../../features/dataRights/index.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'
import '../../features/cabinet/Dashboard.css'
import '../../features/dataRights/DataRights.css'

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Data_page_title' }), NOINDEX]

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** Everything kept about the signed-in customer, readable and printable, with the JSON file beside it. Anyone else gets
 * 401 and a way to sign in; past the budget, 429 and when to come back. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await exportCustomerData(context.payload, requestToken(request))
  if (outcome.status !== 'ok') return data({ refused: outcome.status }, { status: outcome.status === 'limited' ? 429 : 401, headers: PRIVATE_HEADERS })
  return data({ refused: null, export: outcome.data, language: await detectLanguage(request) }, { headers: PRIVATE_HEADERS })
}

export default function MyData() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  if ('export' in view) return <DataExportPage data={view.export} language={view.language} />
  return (
    <section className="container dashboard data-export">
      <h1>{t('Data_page_title')}</h1>
      <p role="alert">{t(view.refused === 'limited' ? 'Data_limited' : 'Data_signed_out')}</p>
      <a className="button" href={view.refused === 'limited' ? '/dashboard' : '/cabinet'}>
        {t(view.refused === 'limited' ? 'Data_back' : 'Data_sign_in')}
      </a>
    </section>
  )
}
