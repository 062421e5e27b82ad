import crypto from 'node:crypto'
import type { RequestHandler } from 'express'

/** The policy for one response. Scripts run only from our origin or with this response's nonce. */
export function contentSecurityPolicy(nonce: string, dev = false): string {
  const script = dev ? `'self' 'nonce-${nonce}' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`
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

/** Security headers on every response, the admin's included. */
export function securityHeaders(dev = process.env.NODE_ENV !== 'production'): RequestHandler {
  const https = (process.env.SERVER_URL || '').startsWith('https://')
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString('base64')
    const csp = contentSecurityPolicy(nonce, dev)
    res.locals.nonce = nonce
    // Next reads the nonce from the request's policy and stamps it on the admin's scripts.
    req.headers['content-security-policy'] = csp
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
