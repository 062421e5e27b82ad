import type { Request, RequestHandler } from 'express'

/** The methods the site, the admin and the API answer; Next and Remix throw on others (TRACE). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Refuse requests no handler behind can take, before they reach one that would fail with a 500:
 * - a method outside the seven: 405;
 * - a path whose %-escapes do not decode to UTF-8 (`%`, `%C0%AF`): 400;
 * - a post to the site from another origin (or `Origin: null`): 403. Remix refuses these
 *   itself, but by throwing, which makes a 500; the cabinet's own check (isSameOrigin) never
 *   gets to answer.
 */
export function requestGuards({ isSitePath }: { isSitePath: (path: string) => boolean }): RequestHandler {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      res.setHeader('Allow', [...METHODS].join(', '))
      res.status(405).json({ error: 'Method not allowed' })
      return
    }
    try {
      decodeURIComponent(req.path)
    } catch {
      res.status(400).json({ error: 'Malformed path' })
      return
    }
    if (isSitePath(req.path) && remixChecksOrigin(req) && !sameHost(req)) {
      res.status(403).json({ error: 'Cross-site request refused' })
      return
    }
    next()
  }
}

/** Which requests Remix treats as actions and checks: document posts, and every data request
 * (`/page.data`) but a GET, HEAD included. */
function remixChecksOrigin(req: Request): boolean {
  if (req.path.endsWith('.data')) return req.method !== 'GET'
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method)
}

/** Remix's rule (throwIfPotentialCSRFAttack): an Origin, when sent, names the host asked. */
function sameHost(req: Request): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  const host = String(req.headers['x-forwarded-host'] ?? '').split(',')[0].trim() || req.headers.host
  try {
    return origin !== 'null' && new URL(origin).host === host
  } catch {
    return false
  }
}
