import type { Request, RequestHandler } from 'express'
import { createLocalReq, executeAuthStrategies, type Payload, type PayloadRequest } from 'payload'
import { hasBody, refuseBody } from './bodyLimits'
import { fetchHeaders } from './remixHandler'

// A body sent to an upload collection (a file of up to tens of megabytes) is read only for someone
// who may write to it. Payload reads the whole body before it asks who is calling, so the caller
// is worked out here first, from the same session cookie or Authorization header and by Payload's
// own strategies, and the collection's own create and update rules are asked. Anyone else is
// answered at once, the body unread, and the connection closed (server/bodyLimits.ts). Payload
// checks the operation itself again afterwards.

const ANONYMOUS = { errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }] }
const FORBIDDEN = { errors: [{ message: 'You are not allowed to perform this action.' }] }

/** The collection of `uploads` a REST path names (/api/<slug>/…), its segments decoded and empty
 * ones skipped, so no spelling of the path passes that a router would take to the collection. */
function uploadCollectionOf(path: string, uploads: Set<string>): string | null {
  const [api, slug] = path.split('/').filter(Boolean)
  if (api !== 'api' || !slug) return null
  try {
    const decoded = decodeURIComponent(slug)
    return uploads.has(decoded) ? decoded : null
  } catch {
    return null
  }
}

type Verdict = 'may' | 'anonymous' | 'forbidden'

/** A request for the collection's access rules, with the caller Payload's own strategies find in
 * the session cookie or Authorization header. */
export async function callerOf(payload: Payload, req: Request): Promise<PayloadRequest> {
  const local = await createLocalReq({}, payload)
  const { user } = await executeAuthStrategies({ headers: fetchHeaders(req), payload, req: local })
  local.user = user
  return local
}

async function mayWrite(payload: Payload, slug: string, req: Request): Promise<Verdict> {
  const local = await callerOf(payload, req)
  const { access } = payload.collections[slug as keyof typeof payload.collections].config
  for (const rule of [access.create, access.update]) if (rule && (await rule({ req: local }))) return 'may'
  return local.user ? 'forbidden' : 'anonymous'
}

/** Refuses, before its body is read, a request with a body to an upload collection from a caller
 * who may neither create nor update in it: 401 without a session, 403 with one. */
export function uploadAccess(payload: Payload): RequestHandler {
  const uploads = new Set(Object.values(payload.collections).flatMap(({ config }) => (config.upload ? [config.slug] : [])))
  return (req, res, next) => {
    const slug = hasBody(req) ? uploadCollectionOf(req.path, uploads) : null
    if (!slug) return next()
    mayWrite(payload, slug, req).then((verdict) => {
      if (verdict === 'may') return next()
      refuseBody(req, res, verdict === 'anonymous' ? 401 : 403, verdict === 'anonymous' ? ANONYMOUS : FORBIDDEN)
    }, next)
  }
}
