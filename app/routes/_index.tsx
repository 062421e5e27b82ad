import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CmsPage } from '../../features/pages'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { cmsPageMeta } from '../../ui/page/seo'
import { loadCmsPage } from '../pageRoute.server'

/** The front page is the CMS page whose path is "home". */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCmsPage(context.payload, request, 'home')
}

/** Hydrated only when a block needs JavaScript (docs/decisions/002). */
export const handle: IslandsHandle = { islands: (data) => Boolean((data as { interactive?: boolean }).interactive) }

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => cmsPageMeta(matches, data, '/')

export default function Home() {
  const { page, blockData, trail, draftPreview } = useLoaderData<typeof loader>()
  return <CmsPage page={page} blockData={blockData} trail={trail} draftPreview={draftPreview} />
}
