import type { Request } from 'express'
import { createLocalReq, executeAuthStrategies, type Payload, type PayloadRequest } from 'payload'
import { fetchHeaders } from './remixHandler'

/** A Local API request carrying whoever the HTTP request signs in as (its session cookie or
 * Authorization header, by Payload's own strategies), for asking Payload's access rules before
 * Payload itself sees the request. */
export async function requestAsCaller(payload: Payload, req: Request): Promise<PayloadRequest> {
  const local = await createLocalReq({}, payload)
  const { user } = await executeAuthStrategies({ headers: fetchHeaders(req), payload, req: local })
  local.user = user
  return local
}
