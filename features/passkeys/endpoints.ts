import type { Endpoint, PayloadRequest } from 'payload'
import { HttpError, readJsonObject, refuseCrossSite, requestLanguage } from '../../platform/json'
import { messageText, requestContext, requestToken, sessionCookie } from '../cabinet/index.server'
import { finishRegistration, finishSignIn, registrationOptions, signInOptions, type PasskeyFailure } from './ceremonies'
import { PASSKEY_MESSAGES } from './messages'
import { PASSKEY_API } from './paths'

// The passkey ceremonies' JSON endpoints under /api/passkeys, called by the islands: options, then the browser's
// response. Every failure is a status and a message in the page's language, never a 500.

/** A registration response with its attestation fits many times over. */
const MAX_BODY_BYTES = 32 * 1024

function reply(body: unknown, status = 200, cookie?: string): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (cookie) headers.append('Set-Cookie', cookie)
  return Response.json(body, { status, headers })
}

async function failure(req: PayloadRequest, status: number, key: string): Promise<Response> {
  return reply({ error: await messageText(req.payload, key, requestLanguage(req)), code: key }, status)
}

/** The refusals readJsonObject and refuseCrossSite throw, each in the customer's words. */
const REFUSALS: Record<number, string> = { 400: PASSKEY_MESSAGES.badBody, 403: PASSKEY_MESSAGES.crossSite, 413: PASSKEY_MESSAGES.tooLarge }

function handler(run: (req: PayloadRequest, body: Record<string, unknown>) => Promise<Response>) {
  return async (req: PayloadRequest): Promise<Response> => {
    try {
      refuseCrossSite(req)
      return await run(req, await readJsonObject(req, MAX_BODY_BYTES))
    } catch (error) {
      if (error instanceof HttpError) return failure(req, error.status, REFUSALS[error.status] ?? PASSKEY_MESSAGES.invalid)
      req.payload.logger.error({ err: error, msg: 'passkey endpoint failed' })
      return failure(req, 500, PASSKEY_MESSAGES.failed)
    }
  }
}

const context = (req: PayloadRequest) => ({ ...requestContext(req), language: requestLanguage(req) })
const refused = (req: PayloadRequest, outcome: PasskeyFailure) => failure(req, outcome.status, outcome.error)

export const passkeyEndpoints: Endpoint[] = [
  {
    path: `${PASSKEY_API}/register/options`,
    method: 'post',
    handler: handler(async (req) => {
      const outcome = await registrationOptions(req.payload, requestToken(req), context(req))
      return outcome.ok ? reply(outcome.options) : refused(req, outcome)
    }),
  },
  {
    path: `${PASSKEY_API}/register`,
    method: 'post',
    handler: handler(async (req, body) => {
      const outcome = await finishRegistration(req.payload, requestToken(req), body, context(req))
      return outcome.ok ? reply({ id: outcome.id }, 201) : refused(req, outcome)
    }),
  },
  {
    path: `${PASSKEY_API}/sign-in/options`,
    method: 'post',
    handler: handler(async (req) => {
      const outcome = await signInOptions(req.payload, context(req))
      return outcome.ok ? reply(outcome.options) : refused(req, outcome)
    }),
  },
  {
    path: `${PASSKEY_API}/sign-in`,
    method: 'post',
    handler: handler(async (req, body) => {
      const outcome = await finishSignIn(req.payload, body, context(req))
      return outcome.ok ? reply({ uid: outcome.uid }, 200, sessionCookie(outcome.token)) : refused(req, outcome)
    }),
  },
]
