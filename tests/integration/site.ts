// The site as server.ts serves it in production, on a loopback port, for tests over HTTP: the
// same middleware in the same order (security and preview headers, request guards, body
// limits, the whole-response HTML cache in front) before Remix's handler with the site's root,
// the page routes and the live preview route, reading a real Payload. Next (the admin) is not
// in front: tests sign staff in through Payload and send its cookie. Call after bootTestPayload.
import http from 'node:http'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import type { Payload } from 'payload'
import * as entry from '../../app/entry.server'
import * as root from '../../app/root'
import * as page from '../../app/routes/$'
import * as home from '../../app/routes/_index'
import * as livePreview from '../../app/routes/live-preview.$collection.$id'
import { contentVersion } from '../../cms/contentVersion'
import { bodyLimits } from '../../server/bodyLimits'
import { htmlCache } from '../../server/htmlCache'
import { isPreviewRequest, previewHeaders } from '../../server/previews'
import { requestGuards } from '../../server/requestGuards'
import { securityHeaders } from '../../server/securityHeaders'
import { siteLanguage } from '../../server/siteLanguage'
import type { Listening } from '../../server/testing'

const ROUTES = {
  root: { id: 'root', path: '', module: root },
  'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: home },
  'routes/live-preview.$collection.$id': {
    id: 'routes/live-preview.$collection.$id',
    parentId: 'root',
    path: 'live-preview/:collection/:id',
    module: livePreview,
  },
  'routes/$': { id: 'routes/$', parentId: 'root', path: '*', module: page },
}

const build = {
  mode: 'production',
  entry: { module: entry },
  routes: ROUTES,
  assets: {
    entry: { module: '', imports: [] },
    routes: Object.fromEntries(Object.values(ROUTES).map(({ module: _, ...route }) => [route.id, { ...route, module: '', css: [] }])),
    url: '',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: '',
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild

export async function serveSite(payload: Payload): Promise<Listening> {
  const cache = htmlCache({ language: siteLanguage, signedIn: () => false, personal: (req) => isPreviewRequest(req.url), version: contentVersion })
  const app = express()
  app.use(securityHeaders(false))
  app.use(previewHeaders())
  app.use(requestGuards())
  app.use(bodyLimits())
  app.all('*', cache.capture, createRequestHandler({ build, mode: 'production', getLoadContext: () => ({ payload }) }))
  const server = http.createServer((req, res) => {
    cache.serve(req, res).then(
      (answered) => answered || app(req, res),
      () => app(req, res),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
