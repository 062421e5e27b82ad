import type { Payload } from 'payload'
import { REDIRECT_READER } from '../../common/sitePrincipals'
import { cached } from '../../platform/contentCache.server'
import { asPrincipal } from '../../platform/readAccess.server'
import { redirectLocation, redirectSource } from './redirectRules'

type Target = { to: string; status: number }

/** Every redirect by its from-path, read once per content version (an edit shows at once). */
function redirectsByPath(payload: Payload): Promise<Map<string, Target>> {
  return cached('redirects', async () => {
    const { docs } = await payload.find({
      collection: 'redirects',
      pagination: false,
      depth: 0,
      select: { from: true, to: true, type: true },
      ...asPrincipal(REDIRECT_READER),
    })
    return new Map(docs.map((doc) => [doc.from, { to: doc.to, status: Number(doc.type) }]))
  })
}

/** The redirect answering a request to a path no page has, or null. Never kept by the HTML
 * cache (it keeps 200s only), and `no-cache` makes browsers ask again, so an edited redirect
 * is followed at once. */
export async function redirectFor(payload: Payload, request: Request): Promise<Response | null> {
  const url = new URL(request.url)
  const from = redirectSource(url.pathname)
  const target = from ? (await redirectsByPath(payload)).get(from) : undefined
  if (!target) return null
  return new Response(null, { status: target.status, headers: { Location: redirectLocation(target.to, url.search), 'Cache-Control': 'no-cache' } })
}
