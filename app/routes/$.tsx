import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RenderBlocks } from '../../blocks/RenderBlocks'
import { normalizePath } from '../../common/pagePath'
import { loadCmsPage } from '../content/pageRoute.server'
import type { IslandsHandle } from '../islands/routeIslands'
import { cmsPageMeta } from '../seo'

/** Any published CMS page, by its path. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadCmsPage(context.payload, request, normalizePath(params['*'] ?? ''))
}

/** Hydrated only when a block needs JavaScript (docs/decisions/002). */
export const handle: IslandsHandle = { islands: (data) => Boolean((data as { interactive?: boolean }).interactive) }

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => cmsPageMeta(matches, data?.page)

export default function CmsPage() {
  const { page, blockData } = useLoaderData<typeof loader>()
  return <RenderBlocks blocks={page.layout} title={page.title} data={blockData} />
}
