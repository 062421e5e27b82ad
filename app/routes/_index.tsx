import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { RenderBlocks } from '../blocks/RenderBlocks'
import { loadPageOr404 } from '../cms/pageRoute.server'
import { pageMeta } from '../seo'

/** The front page is the CMS page whose path is "home". */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadPageOr404(context.payload, request, 'home')
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, { title: data?.page.title, description: data?.page.seo?.description, pathname: '/' })

export default function Home() {
  const { page } = useLoaderData<typeof loader>()
  return <RenderBlocks blocks={page.layout} title={page.title} />
}
