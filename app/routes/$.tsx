import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { normalizePath } from '../../common/pagePath'
import { CmsPage } from '../../features/pages/CmsPage'
import { loadCmsPage } from '../../features/pages/pageRoute.server'
import { cmsPageMeta, pagerMeta } from '../../features/pages/seo'
import type { IslandsHandle } from '../../ui/islands/routeIslands'

/** Any published CMS page, by its path (or its draft, through a preview link). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadCmsPage(context.payload, request, normalizePath(params['*'] ?? ''))
}

/** Hydrated only when a block needs JavaScript (docs/decisions/002). */
export const handle: IslandsHandle = { islands: (data) => Boolean((data as { interactive?: boolean }).interactive) }

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...cmsPageMeta(matches, data), ...pagerMeta(matches, data?.blockData)]

export default function Page() {
  const { page, blockData, trail, draftPreview } = useLoaderData<typeof loader>()
  return <CmsPage page={page} blockData={blockData} trail={trail} draftPreview={draftPreview} />
}
