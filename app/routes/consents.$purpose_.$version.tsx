import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConsentPage } from '../../features/consents'
import { loadConsentPage } from '../../features/consents/index.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { pageMeta } from '../../ui/page/seo'
import '../../features/consents/Consents.css'

/** One published version of a consent text, current or earlier: /consents/cabinet/v1. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadConsentPage(context.payload, params, await detectLanguage(request))
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, { title: data?.title, descriptionKey: 'Consent_page_description' })

export default function ConsentVersion() {
  return <ConsentPage page={useLoaderData<typeof loader>()} />
}
