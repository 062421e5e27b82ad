import type { Request, RequestHandler } from 'express'
import { sameOrigin } from '../platform/origin'

/** The methods the site, the admin and the API answer; Next and Remix throw on others (TRACE). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Refuse requests that a handler behind would fail with a 500 (found by scripts/faults/fuzz.mjs):
 * - a method outside the seven: 405;
 * - a path whose %-escapes do not decode to UTF-8, or with a `.`/`..` segment (`/api/%2e%2e`,
 *   which Next resolves outside /api): 400;
 * - a post to a page from another origin (or `Origin: null`), which Remix and Next refuse by
 *   throwing: 403. The JSON API under /api keeps its own rules (CSRF list, endpoint checks).
 */
export const requestGuards: RequestHandler = (req, res, next) => {
  if (!METHODS.has(req.method)) {
    res.setHeader('Allow', [...METHODS].join(', '))
    res.status(405).json({ error: 'Method not allowed' })
    return
  }
  if (!wellFormedPath(req.path)) {
    res.status(400).json({ error: 'Malformed path' })
    return
  }
  // The host was checked against the site and written as the site's (server/siteAddress.ts).
  if (!/^\/api(\/|$)/.test(req.path) && checksOrigin(req) && !sameOrigin(req.headers.origin, req.headers.host)) {
    res.status(403).json({ error: 'Cross-site request refused' })
    return
  }
  next()
}

function wellFormedPath(path: string): boolean {
  try {
    return path.split('/').every((segment) => {
      const decoded = decodeURIComponent(segment)
      return decoded !== '.' && decoded !== '..'
    })
  } catch {
    return false
  }
}

/** The requests Remix and Next treat as actions and check: posts, and every data request
 * (`/page.data`) but a GET, HEAD included. */
function checksOrigin(req: Request): boolean {
  if (req.path.endsWith('.data')) return req.method !== 'GET'
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method)
}
