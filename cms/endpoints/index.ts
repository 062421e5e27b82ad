import type { Endpoint } from 'payload'
import { cabinetAccountEndpoints } from '../../features/cabinet/index.server'
import { requestSource } from '../../features/consents/index.server'
import { passkeyEndpoints } from '../../features/passkeys/index.server'
import { readSiteContact } from '../../features/shell/index.server'
import { oneClickUnsubscribe, subscribe } from '../../features/updates/index.server'
import { jsonHandler, readJsonObject, refuseCrossSite, requestLanguage } from '../../platform/json'
import { LIMITS, allow } from '../../platform/rateLimit'
import { clientAddress } from '../../platform/request.server'

/** The site's public JSON API under /api (a stable contract for other clients): the contact data, the updates sign-up, the cabinet. */
export const cabinetEndpoints: Endpoint[] = [
  {
    path: '/displayData',
    method: 'get',
    handler: jsonHandler(async (req) => Response.json([await readSiteContact(req.payload)])),
  },
  // { email, pics, personalDataConsent }: `pics` accepts the terms of use and the privacy policy, `personalDataConsent`
  // is the separate consent to processing the address (features/consents); each is true, "1" or "on", and a 400 names
  // every field that failed in `fields`.
  {
    path: '/updateRequest',
    method: 'post',
    handler: jsonHandler(async (req) => {
      refuseCrossSite(req)
      if (!(await allow(req.payload, 'updates', clientAddress(req), LIMITS.updates))) {
        return Response.json({ error: 'Too many requests' }, { status: 429 })
      }
      const body = await readJsonObject(req)
      const outcome = await subscribe(req.payload, body, { ...requestSource(req), language: requestLanguage(req) })
      if (!outcome.ok) return Response.json({ error: 'Invalid input', fields: outcome.errors }, { status: 400 })
      // The same answer for a new, pending or confirmed address: it tells nobody who subscribes.
      return Response.json({ ok: true }, { status: 202 })
    }),
  },
  ...oneClickUnsubscribe,
  ...cabinetAccountEndpoints,
  ...passkeyEndpoints,
]
