import crypto from 'node:crypto'
import { payloadSecret } from '../../common/env.server'

// A draft preview link carries a token that names one document of one collection and the
// moment it stops working: `<body>.<signature>`, the body base64url JSON, the signature an
// HMAC-SHA256 of the body. Whoever holds a valid link sees that document's latest draft until
// it expires, without an admin session (a colleague, a phone); nothing else.

/** The query parameter that carries the token. */
export const PREVIEW_PARAM = 'preview'
/** How long a link works. */
export const PREVIEW_LIFETIME_MS = 15 * 60 * 1000
/** Longer than any token this module makes: longer input is refused before any work. */
const MAX_TOKEN_LENGTH = 512

export type PreviewGrant = { collection: string; id: string; expiresAt: number }
type Options = { secret?: string; now?: number }

/** The key is derived from the secret for this one use, so a preview signature can never stand
 * for anything else signed with the same secret (Payload's session tokens). */
function keyOf(secret: string): Buffer {
  if (derived?.secret !== secret) derived = { secret, key: crypto.createHmac('sha256', secret).update('veltrana:draft-preview:v1').digest() }
  return derived.key
}
/** The last key derived: one secret serves a process. */
let derived: { secret: string; key: Buffer } | undefined

const signatureOf = (secret: string, body: string) => crypto.createHmac('sha256', keyOf(secret)).update(body).digest('base64url')

export function signPreviewToken(document: { collection: string; id: string | number }, { secret = payloadSecret(), now = Date.now() }: Options = {}): string {
  const expiresAt = now + PREVIEW_LIFETIME_MS
  const body = Buffer.from(JSON.stringify([document.collection, String(document.id), expiresAt])).toString('base64url')
  return `${body}.${signatureOf(secret, body)}`
}

/** What a token grants, or null for anything but an intact, unexpired token of ours. */
export function verifyPreviewToken(token: unknown, options: Options = {}): PreviewGrant | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null
  const dot = token.indexOf('.')
  if (dot < 0) return null
  const body = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(signatureOf(options.secret ?? payloadSecret(), body))
  // Compared in constant time, as the characters were written: no timing hint, no second spelling.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(fields) || fields.length !== 3) return null
  const [collection, id, expiresAt] = fields as unknown[]
  if (typeof collection !== 'string' || typeof id !== 'string' || typeof expiresAt !== 'number') return null
  return (options.now ?? Date.now()) < expiresAt ? { collection, id, expiresAt } : null
}

/** The grant of the token in a request URL's query, if there is a valid one. */
export function previewGrantOf(url: string | undefined): PreviewGrant | null {
  const q = url?.indexOf('?') ?? -1
  if (!url || q < 0) return null
  return verifyPreviewToken(new URLSearchParams(url.slice(q + 1)).get(PREVIEW_PARAM))
}
