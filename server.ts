// One Node process for the whole product: Payload's admin and API through Next, the public site
// and cabinet through Remix, on one origin and one port.
// First, before any module that reads it: the environment is parsed, or the start stops here.
import './server/envCheck'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import type createNextServer from 'next'
import type { Payload } from 'payload'
import { getPayload } from 'payload'
import type { AppLoadContext } from './app/context'
import { bootstrap } from './cms/bootstrap'
import { contentVersion } from './cms/contentVersion'
import config from './cms/payload.config'
import { sessionToken } from './cms/services/cabinet/sessions'
import { appRoot, htmlCacheBypassHeader, isProduction, mediaDir, htmlCacheWanted, port, serverURL, trustProxy } from './common/env.server'
import { bodyLimits } from './server/bodyLimits'
import { clientAddress } from './server/clientAddress'
import { htmlCache } from './server/htmlCache'
import { MEDIA_FILE_PATH, mediaFiles } from './server/mediaFiles'
import { NEXT_PATHS } from './server/paths'
import { precompressedAssets } from './server/precompressedAssets'
import { isPreviewRequest, previewHeaders } from './server/previews'
import { requestGuards } from './server/requestGuards'
import { securityHeaders } from './server/securityHeaders'
import { siteLanguage } from './server/siteLanguage'

const dev = !isProduction()
/** A path naming a file: its last segment has an extension (Remix's `.data` requests are not files). */
const FILE_PATH = /\.(?!data$)[A-Za-z0-9]+$/
const root = appRoot()
// The code Next and the Remix build load reads the root from here (APP_ROOT in common/env.server.ts).
process.env.APP_ROOT = root

async function main() {
  const payload: Payload = await getPayload({ config })
  await bootstrap(payload)

  // In front of everything in production: a repeat anonymous page view is answered from memory.
  const cache = htmlCacheWanted(!dev)
    ? htmlCache({
        language: siteLanguage,
        signedIn: (req) => sessionToken(req.headers.cookie) !== null,
        personal: (req) => isPreviewRequest(req.url),
        version: contentVersion,
        bypassHeader: htmlCacheBypassHeader(),
      })
    : null

  const app = express()
  app.disable('x-powered-by')
  clientAddress(app, trustProxy())
  app.use(securityHeaders())
  app.use(previewHeaders())
  app.use(requestGuards())
  app.use(bodyLimits())
  app.use(compression())

  app.use(MEDIA_FILE_PATH, mediaFiles(mediaDir()))
  const nextHandler = await startNext()
  app.all(NEXT_PATHS, (req, res) => nextHandler(req, res))

  // The nonce exists only where the policy has one (dev mode: Vite's inline preamble).
  const getLoadContext = (_req: express.Request, res: express.Response): AppLoadContext => ({
    payload,
    nonce: res.locals.nonce as string | undefined,
  })

  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true }, appType: 'custom' }))
    app.use(vite.middlewares)
    app.all('*', async (req, res, next) => {
      try {
        const build = (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
        return createRequestHandler({ build, getLoadContext, mode: 'development' })(req, res, next)
      } catch (error) {
        vite.ssrFixStacktrace(error as Error)
        next(error)
      }
    })
  } else {
    const buildDir = path.join(root, 'build')
    app.use('/assets', precompressedAssets(path.join(buildDir, 'client/assets')))
    app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
    // Other public files (favicon.svg …) have an extension; page paths do not, and skipping the
    // file lookup for them saves a stat() per page render.
    const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false })
    app.use((req, res, next) => (FILE_PATH.test(req.path) ? publicFiles(req, res, next) : next()))
    const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
    const site = createRequestHandler({ build, getLoadContext, mode: 'production' })
    app.all('*', cache ? [cache.capture, site] : site)
  }

  const server = http.createServer((req, res) => {
    if (!cache) return app(req, res)
    cache.serve(req, res).then(
      (answered) => answered || app(req, res),
      (error) => {
        console.error(error)
        app(req, res)
      },
    )
  })
  // Idle keep-alive connections stay open longer than a proxy's or a client pool's own idle
  // limit (often 60 s), so the server is never the side that closes one just as a request is
  // sent on it (the client would see "socket hang up").
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  server.listen(port(), () => {
    const url = serverURL()
    console.log(`\n  Site:  ${url}/\n  Admin: ${url}/admin\n`)
  })
}

/** Next with the Payload admin, from cms/. Next is resolved from there, not from the site. */
async function startNext() {
  const require = createRequire(path.join(root, 'cms/package.json'))
  const next = require('next') as typeof createNextServer
  const nextApp = next({ dev, dir: path.join(root, 'cms'), port: port(), hostname: 'localhost', webpack: true })
  await nextApp.prepare()
  const handle = nextApp.getRequestHandler()
  return (req: express.Request, res: express.Response) => handle(req, res)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
