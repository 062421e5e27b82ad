// One Node process for the whole product: Payload's admin and API through Next, the public site
// and cabinet through Remix, on one origin and one port.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import type { Payload } from 'payload'
import { getPayload } from 'payload'

import config from './cms/payload.config'
import { appRoot, port, serverURL } from './cms/env'
import { bootstrap } from './cms/bootstrap'
import { securityHeaders } from './cms/http/securityHeaders'
import { bodyLimits } from './cms/http/bodyLimits'
import { requestGuards } from './cms/http/requestGuards'
import type { AppLoadContext } from './app/context'

const dev = process.env.NODE_ENV !== 'production'
const root = appRoot()
process.env.APP_ROOT = root

/** Paths Next (Payload) answers; everything else is the site. */
const NEXT_PATHS = /^\/(admin|api|_next)(\/|$)/

async function main() {
  const payload: Payload = await getPayload({ config })
  await bootstrap(payload)

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', process.env.TRUST_PROXY === '1')
  app.use((req, _res, next) => {
    // The one client address rate limits trust: the socket's, or the proxy's report when
    // TRUST_PROXY=1. Whatever the client sent under this name is dropped.
    req.headers['x-veltrana-client'] = req.ip || req.socket.remoteAddress || 'unknown'
    next()
  })
  app.use(securityHeaders())
  app.use(requestGuards())
  app.use(bodyLimits())
  app.use(compression())

  const nextHandler = await startNext()
  app.all(NEXT_PATHS, (req, res) => nextHandler(req, res))

  const getLoadContext = (_req: express.Request, res: express.Response): AppLoadContext => ({
    payload,
    nonce: res.locals.nonce as string,
  })

  if (dev) {
    const vite = await import('vite').then((v) =>
      v.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
    )
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
    app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
    app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
    const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
    app.all('*', createRequestHandler({ build, getLoadContext, mode: 'production' }))
  }

  app.listen(port(), () => {
    const url = serverURL()
    console.log(`\n  Site:  ${url}/\n  Admin: ${url}/admin\n`)
  })
}

/** Next with the Payload admin, from cms/. Next is resolved from there, not from the site. */
async function startNext() {
  const require = createRequire(path.join(root, 'cms/package.json'))
  const next = require('next') as typeof import('next').default
  const nextApp = next({ dev, dir: path.join(root, 'cms'), port: port(), hostname: 'localhost', webpack: true })
  await nextApp.prepare()
  const handle = nextApp.getRequestHandler()
  return (req: express.Request, res: express.Response) => handle(req, res)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
