import { createRequire } from 'node:module'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import type * as Router from '@remix-run/router'
import { createElement, useContext } from 'react'
import { UNSAFE_RouteContext } from 'react-router'
import type * as RouterServer from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import handleRequest from '../app/entry.server'
import { documentBytesOf } from '../platform/documentResponse'

// The four patches in patches/ (docs/decisions/008), each observed through what it changes in a
// render, so a patch that no longer applies, or an upgrade that drops what it patched, fails here.
// The router and react-router-dom are required as the server runtime and @remix-run/react require
// them (CommonJS: the patched files).
const require = createRequire(import.meta.url)
const router = require('@remix-run/router') as typeof Router
const { createStaticHandler, createStaticRouter } = require('react-router-dom/server') as typeof RouterServer

type Seen = { request?: Request; routes: unknown[]; reads: number }

/** A build of a root and one page at /page, rendered by the site's own entry. */
function buildOf(seen: Seen, entry: Record<string, unknown> = { default: handleRequest }): ServerBuild {
  const Page = () => {
    const { matches } = useContext(UNSAFE_RouteContext)
    seen.routes.push(matches[matches.length - 1]!.route)
    return createElement('p', null, useLoaderData<{ title: string }>().title)
  }
  const loader = ({ request }: { request: Request }) => {
    seen.request = request
    // Enumerable, as loader data is until server/serverOnlyLoaderData.ts hides it: an encoder
    // for the browser reads it.
    return {
      get title() {
        seen.reads++
        return 'Title'
      },
    }
  }
  const manifestRoute = (id: string, path: string, parentId?: string) => ({ id, parentId, path, module: '', hasLoader: id === 'page', hasAction: false })
  return {
    mode: 'production',
    entry: { module: entry },
    routes: {
      root: { id: 'root', path: '', module: { default: () => createElement(Outlet) } },
      page: { id: 'page', parentId: 'root', path: 'page', module: { default: Page, loader } },
    },
    assets: {
      entry: { module: '', imports: [] },
      routes: { root: manifestRoute('root', ''), page: manifestRoute('page', 'page', 'root') },
      url: '',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild
}

async function render(build: ServerBuild, url = 'http://site/page') {
  const request = new Request(url)
  const response = await createRequestHandler(build, 'production')(request)
  expect(response.status).toBe(200)
  return request
}

describe('@remix-run/server-runtime: nothing made for a render that does not use it', () => {
  it('hands the loader the request itself when there is no index or _routes parameter to strip, and strips them when there is', async () => {
    const seen: Seen = { routes: [], reads: 0 }
    const build = buildOf(seen)
    const request = await render(build, 'http://site/page?tab=2')
    expect(seen.request).toBe(request)

    await render(build, 'http://site/page?index&_routes=page&tab=2')
    expect(seen.request!.url).toBe('http://site/page?tab=2')
  })

  it("makes the loader data's stream for hydration only when a render reads it", async () => {
    const seen: Seen = { routes: [], reads: 0 }
    await render(buildOf(seen))
    // Read once, by the page; the browser's encoder never walked it.
    expect(seen.reads).toBe(1)

    // An entry that does read it gets the stream as before.
    const reading = { default: (...args: Parameters<typeof handleRequest>) => (args[3].serverHandoffStream ? new Response('streamed') : new Response('none')) }
    const other: Seen = { routes: [], reads: 0 }
    const response = await createRequestHandler(buildOf(other, reading), 'production')(new Request('http://site/page'))
    expect(await response.text()).toBe('streamed')
    expect(other.reads).toBe(1)
  })

  it('makes it only when read on the second render after an error too', async () => {
    const seen: Seen = { routes: [], reads: 0 }
    let renders = 0
    const failingFirst = {
      default: (...args: Parameters<typeof handleRequest>) => {
        if (++renders === 1) throw new Error('render failed')
        return handleRequest(...args)
      },
      handleError: () => {},
    }
    const response = await createRequestHandler(buildOf(seen, failingFirst), 'production')(new Request('http://site/page'))
    expect(response.status).toBe(500)
    expect(renders).toBe(2)
    expect(seen.reads).toBe(0)
  })
})

describe('@remix-run/react and react-router-dom: the route tree made once per build', () => {
  it('renders every request of a build with the same routes', async () => {
    const seen: Seen = { routes: [], reads: 0 }
    const build = buildOf(seen)
    await render(build)
    await render(build)
    expect(seen.routes).toHaveLength(2)
    expect(seen.routes[1]).toBe(seen.routes[0])
  })

  it('makes the tree again when a route module changes, as in development', async () => {
    const seen: Seen = { routes: [], reads: 0 }
    const build = buildOf(seen)
    await render(build)
    const changed = {
      ...build,
      routes: {
        ...build.routes,
        page: { ...build.routes.page!, module: { ...build.routes.page!.module, default: () => createElement('p', null, 'Changed') } },
      },
    }
    const response = await createRequestHandler(changed as ServerBuild, 'production')(new Request('http://site/page'))
    expect(Buffer.from(documentBytesOf(response)!).toString()).toBe('<!DOCTYPE html><p>Changed</p>')
  })
})

describe('react-router-dom: data routes made once per routes array', () => {
  it('gives a static router for the same routes the same data routes', async () => {
    const routes = [{ path: '/', children: [{ path: 'page' }] }]
    const context = await createStaticHandler(routes).query(new Request('http://site/page'))
    if (context instanceof Response) throw new Error('no context')
    const first = createStaticRouter(routes, context)
    const second = createStaticRouter(routes, context)
    expect(second.routes).toBe(first.routes)
    expect(createStaticRouter([...routes], context).routes).not.toBe(first.routes)
  })
})

describe('@remix-run/router: matching worked out once', () => {
  it('flattens and ranks a routes array once, however often it is matched', () => {
    let reads = 0
    const route = (path: string) => ({
      id: path,
      get path() {
        reads++
        return path
      },
    })
    const routes = [route('/'), route('/about'), route('/news/:slug')]
    expect(router.matchRoutes(routes, '/news/one')?.[0]?.params).toEqual({ slug: 'one' })
    expect(reads).toBeGreaterThan(0)
    reads = 0
    expect(router.matchRoutes(routes, '/about')?.[0]?.route).toBe(routes[1])
    expect(reads).toBe(0)
  })

  it("compiles a pattern's regular expression once", () => {
    const Native = RegExp
    let compiled = 0
    const counting = new Proxy(Native, {
      construct(target, args) {
        compiled++
        return Reflect.construct(target, args)
      },
    })
    expect(router.matchPath('/guides/:topic', '/guides/one')?.params).toEqual({ topic: 'one' })
    globalThis.RegExp = counting
    try {
      expect(router.matchPath('/guides/:topic', '/guides/two')?.params).toEqual({ topic: 'two' })
    } finally {
      globalThis.RegExp = Native
    }
    expect(compiled).toBe(0)
  })
})
