import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import { httpsOrigin, isProduction } from '../common/env.server'
import { NEXT_PATHS, pathOf } from './paths'

/**
 * The policy for one response. Scripts run only from our origin, plus, with a nonce, the inline
 * scripts this response carries. The production site has none (its pages load module files
 * only), so its policy is the same for every response and a whole response can be cached; the
 * Next admin and the Vite dev server (its preamble) still write inline scripts and get a nonce.
 */
export function contentSecurityPolicy(nonce: string | null, dev = false): string {
  const nonceSource = nonce ? ` 'nonce-${nonce}'` : ''
  const script = `'self'${nonceSource}${dev ? ` 'unsafe-eval'` : ''}`
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `frame-src https://www.openstreetmap.org`,
    `frame-ancestors 'self'`,
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
  const sitePolicy = contentSecurityPolicy(null, dev)
  return (req, res, next) => {
    let csp = sitePolicy
    if (needsNonce(pathOf(req.url), dev)) {
      const nonce = crypto.randomBytes(16).toString('base64')
      csp = contentSecurityPolicy(nonce, dev)
      res.locals.nonce = nonce
      // Next reads the nonce from the request's policy and stamps it on the admin's scripts.
      req.headers['content-security-policy'] = csp
    }
    res.setHeader('Content-Security-Policy', csp)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
