import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { normalizePath } from '../../common/pagePath'
import { withOutcome, type PostedForm } from '../../features/forms'
import { formAction } from '../../features/forms/index.server'
import { CmsPage } from '../../features/pages'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { cmsPageMeta, pagerMeta } from '../../ui/page/seo'
import { loadCmsPage } from '../pageRoute.server'

/** Any published CMS page, by its path (or its draft, through a preview link). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadCmsPage(context.payload, request, normalizePath(params['*'] ?? ''))
}

/** A form block of the page was posted (features/forms). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return formAction(context.payload, request, normalizePath(params['*'] ?? ''))
}

/** Hydrated only when a block needs JavaScript (docs/decisions/002). */
export const handle: IslandsHandle = { islands: (data) => Boolean((data as { interactive?: boolean }).interactive) }

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...cmsPageMeta(matches, data), ...pagerMeta(matches, data?.blockData)]

export default function Page() {
  const { page, blockData, trail, draftPreview } = useLoaderData<typeof loader>()
  const posted = useActionData<PostedForm>()
  return <CmsPage page={page} blockData={withOutcome(blockData, posted)} trail={trail} draftPreview={draftPreview} />
}
