// One serving process: Payload's admin and API through Next, the public site and cabinet through
// Remix, on one origin and one port. Started alone (WEB_CONCURRENCY=1, `npm run dev`) or as one
// worker of a cluster (server/cluster.ts); the environment has been checked by then (server.ts).
import cluster from 'node:cluster'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import express from 'express'
import type createNextServer from 'next'
import type { Payload } from 'payload'
import { getPayload } from 'payload'
import { bootstrap } from '../cms/bootstrap'
import { closeDatabase } from '../cms/db'
import config from '../cms/payload.config'
import { readiness } from '../cms/readiness'
import { appRoot, env, isProduction } from '../common/env.server'
import { processLogger } from '../common/logger.server'
import { sessionToken } from '../features/cabinet/index.server'
import { lowVisionKey } from '../features/lowVision/index.server'
import { mailLoop } from '../features/mail/runner.server'
import { updatesLoop } from '../features/updates/index.server'
import { startBackgroundWork } from '../platform/background'
import { contentVersion } from '../platform/contentVersion'
import { apiApp } from './apiApp'
import { askRole, startBanner } from './cluster'
import { expressServerOptions } from './expressPrototypes'
import { front } from './front'
import { gracefulClose } from './gracefulClose'
import { healthProbes } from './health'
import { htmlCache } from './htmlCache'
import { ADMIN_PATHS } from './paths'
import { precompressedAssets } from './precompressedAssets'
import { isPreviewRequest } from './previews'
import { remixHandler } from './remixHandler'
import { withServerOnlyLoaderData } from './serverOnlyLoaderData'
import { siteLanguage } from './siteLanguage'

/** Requests in flight get this long to finish once the process is told to stop. */
const STOP_DEADLINE_MS = 10_000

const dev = !isProduction()
/** A path naming a file: its last segment has an extension (Remix's `.data` requests are not files). */
const FILE_PATH = /\.(?!data$)[A-Za-z0-9]+$/
const root = appRoot()
// The code Next and the Remix build load reads the root from here (APP_ROOT in common/env.server.ts).
process.env.APP_ROOT = root

export async function startApp() {
  // SIGHUP is the primary's (a rolling restart, or its terminal closing): never a worker's end.
  if (cluster.isWorker) process.on('SIGHUP', () => {})
  const worker = cluster.worker?.id ?? 0
  const logger = processLogger()
  // Of a cluster's workers one prepares the database (migrations, first admin, demo content)
  // while no other does; a single process always does.
  const { prepare } = cluster.isWorker ? await askRole() : { prepare: true }
  const payload: Payload = await getPayload({ config })
  await bootstrap(payload, { prepare })
  // Every process follows the shared content version, runs due scheduled jobs and sends queued mail.
  const stopBackgroundWork = startBackgroundWork(payload, [mailLoop, updatesLoop])

  // In front of everything in production: a repeat anonymous page view is answered from memory.
  const cache =
    !dev && env().HTML_CACHE
      ? htmlCache({
          language: siteLanguage,
          display: (req) => lowVisionKey(req.headers.cookie),
          signedIn: (req) => sessionToken(req.headers.cookie) !== null,
          personal: (req) => isPreviewRequest(req.url),
          version: contentVersion,
          // Only for the benchmark's uncached render rate; a public server never offers it.
          bypassHeader: env().HTML_CACHE_BYPASS ? 'x-html-cache-bypass' : undefined,
        })
      : null

  const app = apiApp(payload, config)
  // Next (the admin) is started by the first request for it: a process that only serves the
  // site and the API never pays for it (docs/performance.md, "Memory").
  let nextHandler: ReturnType<typeof startNext> | null = null
  app.all(ADMIN_PATHS, (req, res, next) => {
    nextHandler ??= startNext()
    nextHandler.then((handle) => handle(req, res)).catch(next)
  })

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
        return remixHandler({ build: withServerOnlyLoaderData(build), getLoadContext, mode: 'development' })(req, res, next)
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
    const site = remixHandler({ build: withServerOnlyLoaderData(build), getLoadContext, mode: 'production' })
    app.all('*', cache ? [cache.capture, site] : site)
  }

  const server = http.createServer(expressServerOptions(app))
  // Idle keep-alive connections stay open longer than a proxy's or a client pool's own idle
  // limit (often 60 s), so the server is never the side that closes one just as a request is
  // sent on it (the client would see "socket hang up").
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const closing = gracefulClose(server)
  const probes = healthProbes({ readiness: () => readiness(payload), stopping: closing.closing, worker })
  server.on('request', front({ logger, closing, probes, cache, app }))
  server.listen(env().PORT, () => {
    // A cluster's primary says where the site is once, for all its workers.
    if (!cluster.isWorker) console.log(startBanner())
  })

  // SIGTERM (a process manager, the primary) or Ctrl-C: finish what is in flight, close the
  // database, exit 0.
  let stopped: Promise<void> | null = null
  const stop = async (signal: NodeJS.Signals) => {
    logger.info({ signal, msg: 'stopping: no new connections, finishing requests in flight' })
    const { cut } = await closing.close(STOP_DEADLINE_MS)
    if (cut > 0) logger.warn({ cut, msg: `requests still unanswered after ${STOP_DEADLINE_MS / 1000} s were cut off` })
    stopBackgroundWork()
    await closeDatabase(payload).catch((err) => logger.error({ err, msg: 'closing the database failed' }))
    logger.info({ msg: 'stopped' })
    logger.flush(() => process.exit(0))
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void (stopped ??= stop(signal)))
}

/** Next with the Payload admin, from cms/. Next is resolved from there, not from the site. */
async function startNext() {
  const require = createRequire(path.join(root, 'cms/package.json'))
  const next = require('next') as typeof createNextServer
  const nextApp = next({ dev, dir: path.join(root, 'cms'), port: env().PORT, hostname: 'localhost', webpack: true })
  await nextApp.prepare()
  return nextApp.getRequestHandler()
}
