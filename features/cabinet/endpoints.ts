import type { Endpoint, PayloadRequest } from 'payload'
import { centsToDecimalString } from '../../common/money'
import { jsonHandler, readJsonObject, refuseCrossSite, requestLanguage } from '../../platform/json'
import { registerCustomer, signIn } from './account'
import { messageText } from './messages'
import { readProfile, type ProfileView } from './profile'
import { requestContext, requestToken } from './session.server'
import { clearedSessionCookie, endSession, sessionCookie } from './sessions'

// The cabinet's JSON API: POST /api/register, /api/loginUSR, /api/idData and /api/logoutUSR, thin over features/cabinet.

/** Room for the signature PNG (150 KB, base64) and the profile fields. */
const REGISTER_MAX_BYTES = 256 * 1024

const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

function reply(body: unknown, status = 200, cookie?: string, retryAfterS?: number): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (cookie) headers.append('Set-Cookie', cookie)
  if (retryAfterS) headers.set('Retry-After', String(retryAfterS))
  return Response.json(body, { status, headers })
}

async function failure(req: PayloadRequest, status: number, key: string, extra: Record<string, unknown> = {}, retryAfterS?: number): Promise<Response> {
  return reply({ error: await messageText(req.payload, key, requestLanguage(req)), code: key, ...extra }, status, undefined, retryAfterS)
}

/** The profile as the API shows it: money as cents and as a dollars string; the balance only when staff show it. */
function profileJson({ balanceCents, showTotal, procedures, ...person }: ProfileView) {
  return {
    ...person,
    total: showTotal ? centsToDecimalString(balanceCents) : null,
    totalCents: showTotal ? balanceCents : null,
    showTotal,
    locked: false,
    procedures: procedures.map(({ id: _id, priceCents, ...procedure }) => ({ ...procedure, price: centsToDecimalString(priceCents), priceCents })),
  }
}

export const cabinetAccountEndpoints: Endpoint[] = [
  {
    path: '/register',
    method: 'post',
    handler: jsonHandler(async (req) => {
      refuseCrossSite(req)
      const body = await readJsonObject(req, REGISTER_MAX_BYTES)
      const data = object(body.data)
      // Only the profile fields are read; the rest is the server's to set.
      const outcome = await registerCustomer(
        req.payload,
        { ...data, email: body.email ?? data.email, password: body.password, confirm: body.confirm ?? data.confirm ?? body.password },
        { ...requestContext(req), language: requestLanguage(req) },
      )
      if (outcome.ok) return reply({ uid: outcome.uid }, 201, sessionCookie(outcome.token))
      return failure(req, outcome.status, outcome.error, 'field' in outcome ? { field: outcome.field } : {})
    }),
  },
  {
    path: '/loginUSR',
    method: 'post',
    handler: jsonHandler(async (req) => {
      refuseCrossSite(req)
      const body = await readJsonObject(req)
      const outcome = await signIn(req.payload, body, requestContext(req))
      if (outcome.ok) {
        const { uid, passwordChangeRequired } = outcome
        return reply(passwordChangeRequired ? { uid, passwordChangeRequired } : { uid }, 200, sessionCookie(outcome.token))
      }
      return failure(req, outcome.status, outcome.error, {}, 'retryAfterS' in outcome ? outcome.retryAfterS : undefined)
    }),
  },
  {
    path: '/idData',
    method: 'post',
    handler: jsonHandler(async (req) => {
      // Whatever the body names (a uid, an e-mail) is ignored; it is read only to refuse junk.
      await readJsonObject(req)
      const outcome = await readProfile(req.payload, requestToken(req))
      if (outcome.status === 'anonymous') return reply({ error: 'Not signed in' }, 401)
      if (outcome.status === 'locked') return reply({ locked: true })
      // Nothing personal until the password is changed (on /dashboard).
      if (outcome.status === 'passwordChange') return reply({ passwordChangeRequired: true })
      return reply(profileJson(outcome.profile))
    }),
  },
  {
    path: '/logoutUSR',
    method: 'post',
    handler: jsonHandler(async (req) => {
      await readJsonObject(req)
      await endSession(req.payload, requestToken(req))
      return reply({ ok: true }, 200, clearedSessionCookie())
    }),
  },
]
