import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { httpsOrigin, sessionSecret } from '../../common/env.server'

// Cabinet sessions (docs/decisions/004): the cookie holds a random token, the database only its HMAC under SESSION_SECRET,
// so a copy of the database gives no usable cookie. Each use moves a 30-minute idle end, never past 12 hours after the
// sign-in; the cookie has no Max-Age, so the server alone decides when a session is over.

export const SESSION_IDLE_MS = 30 * 60 * 1000
/** The longest a session lasts, counted from its sign-in (the row's createdAt), used or not. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000
/** Extend a session at most once a minute, not on every request. */
const TOUCH_AFTER_MS = 60 * 1000
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** A browser's name and system fit in far less; a longer header is the sender's, not a browser's. */
export const USER_AGENT_MAX = 512

/** `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and Path=/. */
function sessionCookieName(): string {
  return httpsOrigin() ? '__Host-veltrana_cabinet' : 'veltrana_cabinet'
}

export function sessionCookie(token: string, maxAge = ''): string {
  return `${sessionCookieName()}=${token}; Path=/; HttpOnly; SameSite=Lax${maxAge}${httpsOrigin() ? '; Secure' : ''}`
}

export const clearedSessionCookie = () => sessionCookie('', '; Max-Age=0')

/** The session token from a Cookie header, when it has the right shape. */
export function sessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null
  const name = sessionCookieName()
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    return TOKEN_PATTERN.test(value) ? value : null
  }
  return null
}

/** What the database keeps of a token. */
export function sessionDigest(token: string): string {
  return crypto.createHmac('sha256', sessionSecret()).update(token).digest('hex')
}

/** Start a session for the customer and return its token; `replacing` (the cookie the browser
 * had) is ended, so a sign-in always gets a fresh token. */
export async function createSession(
  payload: Payload,
  customerId: string | number,
  replacing?: string | null,
  options: { passwordChangeRequired?: boolean; userAgent?: string | null } = {},
): Promise<string> {
  if (replacing) await endSession(payload, replacing)
  const now = Date.now()
  // Sessions nobody ended: swept whenever someone signs in.
  await payload.delete({ collection: 'customer-sessions', where: { expiresAt: { less_than: new Date(now).toISOString() } }, overrideAccess: true })
  const token = crypto.randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'customer-sessions',
    data: {
      tokenHash: sessionDigest(token),
      customer: customerId as number,
      expiresAt: new Date(now + SESSION_IDLE_MS).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      passwordChangeRequired: options.passwordChangeRequired === true,
      userAgent: options.userAgent?.slice(0, USER_AGENT_MAX) || null,
    },
    overrideAccess: true,
  })
  return token
}

export type LiveSession = {
  customerId: string | number
  /** Signed in with a password that no longer meets the rule: the session may only change it. */
  passwordChangeRequired: boolean
}

/** The customer a live session belongs to, moving its idle deadline; null when there is none. */
export async function resolveSession(payload: Payload, token: string | null): Promise<string | number | null> {
  return (await readSession(payload, token))?.customerId ?? null
}

/** The live session a token names, moving its idle deadline; null when there is none. */
export async function readSession(payload: Payload, token: string | null): Promise<LiveSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null
  const found = await payload.find({
    collection: 'customer-sessions',
    where: { tokenHash: { equals: sessionDigest(token) } },
    select: { customer: true, createdAt: true, expiresAt: true, lastSeenAt: true, passwordChangeRequired: true },
    // One at most (the digest is unique): no count of them.
    pagination: false,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const session = found.docs[0]
  if (!session) return null
  const now = Date.now()
  const hardEnd = Date.parse(session.createdAt) + SESSION_MAX_MS
  if (Date.parse(session.expiresAt) <= now || !(hardEnd > now)) {
    await payload.delete({ collection: 'customer-sessions', id: session.id, overrideAccess: true })
    return null
  }
  if (now - Date.parse(session.lastSeenAt) >= TOUCH_AFTER_MS) {
    await payload.update({
      collection: 'customer-sessions',
      id: session.id,
      // Never past the hard end, so the sweep at sign-in finds it then.
      data: { expiresAt: new Date(Math.min(now + SESSION_IDLE_MS, hardEnd)).toISOString(), lastSeenAt: new Date(now).toISOString() },
      overrideAccess: true,
    })
  }
  const customer = session.customer as unknown
  return {
    customerId: typeof customer === 'object' && customer ? (customer as { id: string | number }).id : (customer as string | number),
    passwordChangeRequired: session.passwordChangeRequired === true,
  }
}

export async function endSession(payload: Payload, token: string | null): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return
  await payload.delete({ collection: 'customer-sessions', where: { tokenHash: { equals: sessionDigest(token) } }, overrideAccess: true })
}
