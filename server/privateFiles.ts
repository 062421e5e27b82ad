import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { requestAsCaller } from './requestUser'

// The files of a collection marked `custom: { privateFiles: true }` belong to one customer each.
// Payload's file address (/api/<slug>/file/<name>) answers 403 to a caller its read rule refuses,
// which tells that the file exists; here everyone the rule refuses gets the same 404 as for a name
// that was never stored. Staff it allows pass on to Payload, which checks again.

const NOT_FOUND = { errors: [{ message: 'Not Found' }] }

/** The private collection a file address names (/api/<slug>/file/…), its segments decoded and
 * empty ones skipped, so no spelling of the path reaches the file past this check. */
function privateCollectionOf(path: string, slugs: Set<string>): string | null {
  const [api, slug, file] = path.split('/').filter(Boolean)
  if (api !== 'api' || !slug || !file) return null
  try {
    const decoded = decodeURIComponent(slug)
    return slugs.has(decoded) && decodeURIComponent(file) === 'file' ? decoded : null
  } catch {
    return null
  }
}

export function privateFiles(payload: Payload): RequestHandler {
  const slugs = new Set(Object.values(payload.collections).flatMap(({ config }) => (config.upload && config.custom?.privateFiles ? [config.slug] : [])))
  return (req, res, next) => {
    const slug = privateCollectionOf(req.path, slugs)
    if (!slug) return next()
    requestAsCaller(payload, req).then(async (caller) => {
      const rule = payload.collections[slug as keyof typeof payload.collections].config.access.read
      if (rule && (await rule({ req: caller }))) return next()
      res.status(404).set('Cache-Control', 'private, no-store').json(NOT_FOUND)
    }, next)
  }
}
