import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import { httpsOrigin, isProduction } from '../common/env.server'
import { LIVE_PREVIEW_PATHS } from '../common/sitePaths'
import { NEXT_PATHS, pathOf } from './paths'

/**
 * Which side a response comes from, for framing: the site's pages may be framed by no one
 * (clickjacking); the live preview of a document only by our own origin (the admin's preview
 * pane), and the admin, which frames it, may frame our origin.
 */
export type Surface = 'site' | 'livePreview' | 'admin'

export function surfaceOf(path: string): Surface {
  if (NEXT_PATHS.test(path)) return 'admin'
  return LIVE_PREVIEW_PATHS.test(path) ? 'livePreview' : 'site'
}

/**
 * The policy for one response. Scripts run only from our origin, plus, with a nonce, the inline
 * scripts this response carries. The production site has none (its pages load module files
 * only), so its policy is the same for every response and a whole response can be cached; the
 * Next admin and the Vite dev server (its preamble) still write inline scripts and get a nonce.
 */
export function contentSecurityPolicy(nonce: string | null, dev = false, surface: Surface = 'site'): string {
  const nonceSource = nonce ? ` 'nonce-${nonce}'` : ''
  const script = `'self'${nonceSource}${dev ? ` 'unsafe-eval'` : ''}`
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `frame-src ${surface === 'admin' ? "'self' " : ''}https://www.openstreetmap.org`,
    `frame-ancestors ${surface === 'site' ? "'none'" : "'self'"}`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

/** Whether a response to this path gets a per-response nonce. */
export function needsNonce(path: string, dev: boolean): boolean {
  return dev || NEXT_PATHS.test(path)
}

/** Security headers on every response, the admin's included. `res.locals.nonce` is set only
 * where the policy has one (the admin; every page in dev). */
export function securityHeaders(dev = !isProduction()): RequestHandler {
  const https = httpsOrigin()
  const policies: Record<Surface, string> = {
    site: contentSecurityPolicy(null, dev, 'site'),
    livePreview: contentSecurityPolicy(null, dev, 'livePreview'),
    admin: contentSecurityPolicy(null, dev, 'admin'),
  }
  return (req, res, next) => {
    const path = pathOf(req.url)
    const surface = surfaceOf(path)
    const nonce = needsNonce(path, dev) ? crypto.randomBytes(16).toString('base64') : null
    const csp = nonce ? contentSecurityPolicy(nonce, dev, surface) : policies[surface]
    if (nonce) {
      res.locals.nonce = nonce
      // Next reads the nonce from the request's policy and stamps it on the admin's scripts.
      req.headers['content-security-policy'] = csp
    }
    res.setHeader('Content-Security-Policy', csp)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', surface === 'site' ? 'DENY' : 'SAMEORIGIN')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
