import type { Endpoint } from 'payload'
import { LIMITS, allow, clientOf } from '../services/rateLimit'
import { readSiteContact } from '../services/siteContact'
import { subscribe } from '../services/subscriptions'
import { cabinetAccountEndpoints } from './cabinet'
import { jsonHandler, readJsonObject, refuseCrossSite, requestLanguage } from './json'

/** The JSON API the original front end called, under /api: the site's contact data, the updates sign-up, the cabinet. */
export const cabinetEndpoints: Endpoint[] = [
  {
    path: '/displayData',
    method: 'get',
    handler: jsonHandler(async (req) => Response.json([await readSiteContact(req.payload)])),
  },
  {
    path: '/updateRequest',
    method: 'post',
    handler: jsonHandler(async (req) => {
      refuseCrossSite(req)
      if (!(await allow(req.payload, 'updates', clientOf(req.headers), LIMITS.updates))) {
        return Response.json({ error: 'Too many requests' }, { status: 429 })
      }
      const body = await readJsonObject(req)
      const outcome = await subscribe(req.payload, body, requestLanguage(req))
      if (!outcome.ok) return Response.json({ error: 'Invalid input', fields: outcome.errors }, { status: 400 })
      // One answer for a new address and a known one: the sign-up never tells who subscribed.
      return Response.json({ ok: true }, { status: 200 })
    }),
  },
  ...cabinetAccountEndpoints,
]
