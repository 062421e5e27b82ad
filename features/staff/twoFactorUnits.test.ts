import { describe, expect, it } from 'vitest'
import { secretOfTicket, signTicket } from './enrolmentTicket'
import { hashRecoveryCode, looksLikeRecoveryCode, matchRecoveryCode, newRecoveryCodes } from './recoveryCodes'
import { isSecret, newSecret, stepOfCode } from './totp'

// The pure parts of two-factor sign-in; what a sign-in does with them is tested over HTTP in
// features/staff/staffTwoFactor.test.ts.

describe('TOTP codes', () => {
  // RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" gives 94287082 at T = 59 s
  // (eight digits; apps show the last six), in time step 1.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

  it('are the RFC 6238 ones', () => {
    expect(stepOfCode(RFC_SECRET, '287082', 59_000)).toBe(1)
  })

  it('are accepted one step either side of now, and no further', () => {
    // Step 1 is 30–59 s; its code is still good during step 2 and already during step 0.
    expect(stepOfCode(RFC_SECRET, '287082', 89_000)).toBe(1)
    expect(stepOfCode(RFC_SECRET, '287082', 29_000)).toBe(1)
    expect(stepOfCode(RFC_SECRET, '287082', 90_000)).toBeNull()
  })

  it('are six digits, nothing else', () => {
    for (const code of ['28708', '2870822', '28708a', ' 287082', '']) expect(stepOfCode(RFC_SECRET, code, 59_000)).toBeNull()
  })

  it('come from 160-bit secrets, each new', () => {
    const secret = newSecret()
    expect(isSecret(secret)).toBe(true)
    expect(newSecret()).not.toBe(secret)
    expect(isSecret('A'.repeat(31))).toBe(false)
  })
})

describe('recovery codes', () => {
  it('are ten different codes of 16 letters, and match their hash however typed, and nothing else', () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    const stored = codes.map(hashRecoveryCode)
    expect(stored.join()).not.toContain(codes[0].replaceAll('-', ''))
    expect(matchRecoveryCode(stored, codes[3])).toBe(3)
    expect(matchRecoveryCode(stored, codes[3].toUpperCase().replaceAll('-', ' '))).toBe(3)
    expect(looksLikeRecoveryCode(codes[3].toUpperCase())).toBe(true)
    expect(matchRecoveryCode(stored, newRecoveryCodes()[0])).toBe(-1)
    expect(looksLikeRecoveryCode('123456')).toBe(false)
  })

  it('are salted: one code stored twice gives two hashes', () => {
    const [code] = newRecoveryCodes()
    expect(hashRecoveryCode(code)).not.toBe(hashRecoveryCode(code))
  })
})

describe('setup tickets', () => {
  const KEY = 'payload-secret'
  const secret = newSecret()

  it('carry the secret to the confirming request of the same account, for 15 minutes', () => {
    const now = Date.now()
    const ticket = signTicket(KEY, 7, secret, now)
    expect(secretOfTicket(KEY, 7, ticket, now + 14 * 60_000)).toBe(secret)
    expect(secretOfTicket(KEY, 7, ticket, now + 15 * 60_000)).toBeNull()
    expect(secretOfTicket(KEY, 8, ticket, now)).toBeNull()
    expect(secretOfTicket('another-secret', 7, ticket, now)).toBeNull()
  })

  it('cannot be altered or made up', () => {
    const ticket = signTicket(KEY, 7, secret)
    const [body, mac] = ticket.split('.')
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: '8' })).toString('base64url')
    expect(secretOfTicket(KEY, 8, `${other}.${mac}`)).toBeNull()
    for (const made of [undefined, 42, '', 'x', `${body}.`, `${body}.${mac}.x`, 'e30.x']) expect(secretOfTicket(KEY, 7, made)).toBeNull()
  })
})
