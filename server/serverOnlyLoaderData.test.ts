import { data, type ServerBuild } from '@remix-run/node'
import { encode } from 'turbo-stream'
import { describe, expect, it } from 'vitest'
import { withServerOnlyLoaderData } from './serverOnlyLoaderData'

const SECRET = 'only-for-the-render'

function buildWith(loader: () => unknown): ServerBuild {
  return { routes: { page: { id: 'page', path: '/', module: { loader, default: () => null } } } } as unknown as ServerBuild
}

async function load(build: ServerBuild) {
  const loader = withServerOnlyLoaderData(build).routes.page.module.loader!
  return loader({ request: new Request('http://site/'), params: {}, context: {} as never })
}

/** What Remix would send the browser for this value. */
async function encoded(value: unknown) {
  return new Response(encode(value)).text()
}

describe('loader data stays on the server', () => {
  it('reads by name in the render, and encodes to nothing for the browser', async () => {
    const result = (await load(buildWith(() => ({ page: { title: SECRET } })))) as { page: { title: string } }
    expect(result.page.title).toBe(SECRET)
    expect(Object.keys(result)).toEqual([])
    expect(await encoded(result)).not.toContain(SECRET)
  })

  it('keeps the headers and status of data(), hiding only the value', async () => {
    const result = (await load(buildWith(() => data({ page: { title: SECRET } }, { status: 201, headers: { 'x-kept': '1' } })))) as ReturnType<
      typeof data<{ page: { title: string } }>
    >
    expect(result.init?.status).toBe(201)
    expect(new Headers(result.init?.headers).get('x-kept')).toBe('1')
    expect(result.data.page.title).toBe(SECRET)
    expect(await encoded(result.data)).not.toContain(SECRET)
  })

  it('passes a redirect through untouched', async () => {
    const redirect = new Response(null, { status: 302, headers: { location: '/elsewhere' } })
    expect(await load(buildWith(() => redirect))).toBe(redirect)
  })
})
