import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { normalizePath } from '../../collections/fields/pagePath'
import { RenderBlocks } from '../blocks/RenderBlocks'
import { loadPageOr404 } from '../cms/pageRoute.server'
import { pageMeta } from '../seo'

/** Any published CMS page, by its path. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadPageOr404(context.payload, request, normalizePath(params['*'] ?? ''))
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, { title: data?.page.title, description: data?.page.seo?.description })

export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>()
  return <RenderBlocks blocks={page.layout} title={page.title} />
}
