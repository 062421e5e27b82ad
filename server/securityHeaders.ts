import crypto from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { httpsOrigin, isProduction } from '../common/env.server'
import { LIVE_PREVIEW_PATHS } from '../common/sitePaths'
import { NEXT_PATHS, pathOf } from './paths'

/** Which side a response comes from, for framing: the site's pages are framed by no one; the live
 * preview only by our own origin (the admin's preview pane), and the admin may frame our origin. */
type Surface = 'site' | 'livePreview' | 'admin'

function surfaceOf(req: IncomingMessage): Surface {
  const path = pathOf(req.url)
  if (NEXT_PATHS.test(path)) return 'admin'
  return LIVE_PREVIEW_PATHS.test(path) ? 'livePreview' : 'site'
}

/** Security headers on every response, by helmet. Scripts run only from our origin, plus inline
 * ones with a nonce (`res.locals.nonce`) where a response has them: the Next admin and Vite's dev
 * preamble. The production site has none, so its policy is the same for every response and a whole
 * response can be cached. */
export function securityHeaders(dev = !isProduction()): RequestHandler[] {
  const nonce = (res: unknown) => (res as Response).locals.nonce as string | undefined
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => ["'self'", nonce(res) && `'nonce-${nonce(res)}'`, dev && "'unsafe-eval'"].filter(Boolean).join(' ')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
        frameSrc: [(req) => `${surfaceOf(req) === 'admin' ? "'self' " : ''}https://www.openstreetmap.org`],
        frameAncestors: [(req) => (surfaceOf(req) === 'site' ? "'none'" : "'self'")],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: httpsOrigin(),
    // Set below by surface; and our images may be shown by other sites (a feed reader).
    xFrameOptions: false,
    crossOriginResourcePolicy: false,
  })
  return [
    (req, res, next) => {
      if (dev || NEXT_PATHS.test(pathOf(req.url))) res.locals.nonce = crypto.randomBytes(16).toString('base64')
      next()
    },
    policy,
    (req, res, next) => {
      // Next reads the nonce from the request's policy and stamps it on the admin's scripts.
      if (nonce(res)) req.headers['content-security-policy'] = String(res.getHeader('content-security-policy'))
      res.setHeader('X-Frame-Options', surfaceOf(req) === 'site' ? 'DENY' : 'SAMEORIGIN')
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
      next()
    },
  ]
}
