import { payloadSecret } from '../../common/env.server'
import { readJson, signJson } from '../signing'

// A draft preview link carries a signed token (platform/signing.ts) that names one document of
// one collection and the moment it stops working. Whoever holds a valid link sees that
// document's latest draft until it expires, without an admin session (a colleague, a phone);
// nothing else.

/** The query parameter that carries the token. */
export const PREVIEW_PARAM = 'preview'
/** How long a link works. */
export const PREVIEW_LIFETIME_MS = 15 * 60 * 1000
/** Longer than any token this module makes: longer input is refused before any work. */
const MAX_TOKEN_LENGTH = 512

export type PreviewGrant = { collection: string; id: string; expiresAt: number }
type Options = { secret?: string; now?: number }

const PURPOSE = 'veltrana:draft-preview:v1'

export function signPreviewToken(document: { collection: string; id: string | number }, { secret = payloadSecret(), now = Date.now() }: Options = {}): string {
  return signJson(secret, PURPOSE, [document.collection, String(document.id), now + PREVIEW_LIFETIME_MS])
}

/** What a token grants, or null for anything but an intact, unexpired token of ours. */
export function verifyPreviewToken(token: unknown, options: Options = {}): PreviewGrant | null {
  const fields = readJson(options.secret ?? payloadSecret(), PURPOSE, token, MAX_TOKEN_LENGTH)
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
