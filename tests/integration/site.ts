// The site as server/app.ts serves it in production, on a loopback port, for tests over HTTP: every
// route of app/routes found by Remix's own file convention, the real root and document renderer,
// the same middleware in the same order (security and preview headers, request guards, body
// limits, the whole-response HTML cache in front unless turned off), reading a real Payload.
// Next (the admin) is not in front: tests sign staff in through Payload and send its cookie.
// For what a visitor's request gets (status, headers, the whole page) without a build or a
// browser. Call after bootTestPayload.
import type http from 'node:http'
import path from 'node:path'
import { UNSAFE_flatRoutes as flatRoutes } from '@remix-run/dev'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import type { Payload } from 'payload'
import { lowVisionKey } from '../../features/lowVision/settings'
import { contentVersion } from '../../platform/contentVersion'
import { bodyLimits } from '../../server/bodyLimits'
import { htmlCache } from '../../server/htmlCache'
import { isPreviewRequest, previewHeaders } from '../../server/previews'
import { remixHandler } from '../../server/remixHandler'
import { requestGuards } from '../../server/requestGuards'
import { securityHeaders } from '../../server/securityHeaders'
import { siteLanguage } from '../../server/siteLanguage'
import { listen, type Listening } from '../../server/testing'

type RouteModule = Record<string, unknown>

const appDir = path.resolve(__dirname, '../../app')

async function build(): Promise<ServerBuild> {
  const files = flatRoutes(appDir, ['**/*.test.*', '**/*.css'])
  const all = [{ id: 'root', parentId: undefined, path: '', index: undefined, file: 'root.tsx' }, ...Object.values(files)]
  const routes: Record<string, unknown> = {}
  const assets: Record<string, unknown> = {}
  for (const { id, parentId, path: routePath, index, file } of all) {
    const module = (await import(path.join(appDir, file))) as RouteModule
    routes[id] = { id, parentId: parentId ?? (id === 'root' ? undefined : 'root'), path: routePath, index, module }
    assets[id] = {
      id,
      parentId: parentId ?? (id === 'root' ? undefined : 'root'),
      path: routePath,
      index,
      module: `/${id}.js`,
      imports: [],
      css: [],
      hasLoader: 'loader' in module,
      hasAction: 'action' in module,
      hasErrorBoundary: 'ErrorBoundary' in module,
      hasClientLoader: false,
      hasClientAction: false,
    }
  }
  return {
    mode: 'production',
    entry: { module: await import('../../app/entry.server') },
    routes,
    assets: { entry: { module: '/entry.client.js', imports: [] }, routes: assets, url: '/manifest.js', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    isSpaMode: false,
  } as unknown as ServerBuild
}

export type SiteReply = { status: number; headers: Headers; text: string }
/** A posted form's answer, with where it sends the browser and the cookie it sets (its name and value). */
export type PostReply = SiteReply & { location: string | null; cookie: string | undefined }
export type Site = Listening & {
  get: (path: string, headers?: Record<string, string>) => Promise<SiteReply>
  /** Posts a form as a browser does (from the site's own origin), with `cookie` if given. */
  post: (path: string, fields: Record<string, string>, cookie?: string) => Promise<PostReply>
}

export async function serveSite(payload: Payload, { cache = true }: { cache?: boolean } = {}): Promise<Site> {
  const site = remixHandler({ build: await build(), mode: 'production', getLoadContext: () => ({ payload }) })
  const pages = cache
    ? htmlCache({
        language: siteLanguage,
        display: (req) => lowVisionKey(req.headers.cookie),
        signedIn: () => false,
        personal: (req) => isPreviewRequest(req.url),
        version: contentVersion,
      })
    : null
  const app = express()
  app.use(securityHeaders(false))
  app.use(previewHeaders)
  app.use(requestGuards)
  app.use(bodyLimits)
  app.all('*', pages ? [pages.capture, site] : site)
  const handler: http.RequestListener = (req, res) => {
    if (!pages) return app(req, res)
    Promise.resolve(pages.serve(req, res)).then(
      (answered) => answered || app(req, res),
      () => app(req, res),
    )
  }
  const server = await listen(handler)
  const get: Site['get'] = async (pathname, headers = {}) => {
    const response = await fetch(`${server.origin}${pathname}`, { headers, redirect: 'manual' })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }
  const post: Site['post'] = async (pathname, fields, cookie) => {
    const response = await fetch(`${server.origin}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    })
    const { headers, status } = response
    return { status, headers, text: await response.text(), location: headers.get('location'), cookie: headers.get('set-cookie')?.split(';')[0] }
  }
  return { ...server, get, post }
}
