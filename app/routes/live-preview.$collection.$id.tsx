import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import type { ComponentType } from 'react'
import { ErrorPage } from '../../ui/ErrorPage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { pageMeta } from '../../ui/page/seo'
import { loadLivePreview, renderLivePreview } from '../livePreview.server'
import { PREVIEW_VIEWS } from '../previewViews'

/** The admin's live preview of a document: its saved draft, then each unsaved form the admin
 * posts (app/livePreviewClient.ts). Staff only: both check the admin session. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadLivePreview(context.payload, request, params, context)
}

/** A posted form is rendered by the loader of the same request. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return renderLivePreview(context.payload, request, params, context)
}

/** The header is an island too, and the page loads the live preview script. */
export const handle: IslandsHandle = { islands: true, livePreview: true }

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, { title: data?.title, description: data?.description })

export default function LivePreview() {
  const { collection, view } = useLoaderData<typeof loader>()
  const View = PREVIEW_VIEWS[collection] as ComponentType<{ view: unknown }>
  return <View view={view} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return status === 403 ? <SignInToPreview /> : <ErrorPage status={status} />
}

function SignInToPreview() {
  const { t } = useTranslation()
  return (
    <section className="error-page container">
      <h1>{t('Preview_signin_title')}</h1>
      <p>{t('Preview_signin_text')}</p>
      <a className="button" href="/admin" target="_top">
        {t('Preview_signin_link')}
      </a>
    </section>
  )
}
