import { describe, expect, it } from 'vitest'
import { resetEnv } from '../../common/env.server'
import { PREVIEW_LIFETIME_MS, previewGrantOf, signPreviewToken, verifyPreviewToken } from './previewToken.server'

const secret = 'a-test-secret-of-some-length'
const now = Date.parse('2030-01-01T12:00:00Z')
const page = { collection: 'pages', id: 7 }

describe('draft preview tokens', () => {
  it('grant the document they were signed for until they expire', () => {
    const token = signPreviewToken(page, { secret, now })
    expect(verifyPreviewToken(token, { secret, now })).toEqual({ collection: 'pages', id: '7', expiresAt: now + PREVIEW_LIFETIME_MS })
    expect(verifyPreviewToken(token, { secret, now: now + PREVIEW_LIFETIME_MS - 1 })).not.toBeNull()
  })

  it('expire after 15 minutes', () => {
    const token = signPreviewToken(page, { secret, now })
    const fifteenMinutes = 15 * 60 * 1000
    expect(verifyPreviewToken(token, { secret, now: now + fifteenMinutes - 1 })).not.toBeNull()
    expect(verifyPreviewToken(token, { secret, now: now + fifteenMinutes })).toBeNull()
  })

  it('name only their own document: a token for another document or collection grants that one', () => {
    const other = verifyPreviewToken(signPreviewToken({ collection: 'pages', id: 8 }, { secret, now }), { secret, now })
    expect(other?.id).toBe('8')
    expect(verifyPreviewToken(signPreviewToken({ collection: 'news', id: 7 }, { secret, now }), { secret, now })?.collection).toBe('news')
  })

  it('refuse a changed body, a changed signature, another secret and junk', () => {
    const token = signPreviewToken(page, { secret, now })
    const [body, signature] = token.split('.') as [string, string]
    // The same signature over a body naming another document, or a later expiry.
    const forged = Buffer.from(JSON.stringify(['pages', '8', now + PREVIEW_LIFETIME_MS])).toString('base64url')
    const later = Buffer.from(JSON.stringify(['pages', '7', now + 10 * PREVIEW_LIFETIME_MS])).toString('base64url')
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    for (const bad of [
      `${forged}.${signature}`,
      `${later}.${signature}`,
      `${body}.${flipped}`,
      `${body}.${signature}x`,
      `${body}.`,
      body,
      '',
      'x.y',
      '.'.repeat(600),
    ]) {
      expect(verifyPreviewToken(bad, { secret, now }), bad).toBeNull()
    }
    expect(verifyPreviewToken(token, { secret: `${secret}-other`, now })).toBeNull()
    expect(verifyPreviewToken(undefined, { secret, now })).toBeNull()
    expect(verifyPreviewToken(['x'], { secret, now })).toBeNull()
  })

  it('is read from the query of a request URL', () => {
    process.env.PAYLOAD_SECRET = secret
    resetEnv()
    const token = signPreviewToken(page, { secret })
    expect(previewGrantOf(`/about_us?lng=ru&preview=${token}`)).toMatchObject({ collection: 'pages', id: '7' })
    expect(previewGrantOf('/about_us?lng=ru')).toBeNull()
    expect(previewGrantOf('/about_us')).toBeNull()
    expect(previewGrantOf(undefined)).toBeNull()
  })
})
