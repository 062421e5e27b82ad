import { describe, expect, it } from 'vitest'
import { env } from '../../common/env.server'
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords'

describe('customer passwords', () => {
  it('hashes with bcrypt at the configured cost (PASSWORD_COST, 12 unless a test server lowers it) in a worker, and verifies', async () => {
    const hash = await hashPassword('secret1')
    expect(hash).toMatch(new RegExp(`^\\$2[aby]\\$${String(env().PASSWORD_COST).padStart(2, '0')}\\$`))
    expect(await verifyPassword('secret1', hash)).toBe(true)
    expect(await verifyPassword('secret2', hash)).toBe(false)
  })

  it('keeps the main thread free while hashing', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 10)
    await Promise.all([hashPassword('a-password'), hashPassword('b-password')])
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(5)
  })

  it('spends a real check on an unknown account', async () => {
    expect(await verifyAgainstNothing('whatever')).toBe(false)
  })

  it('lets every character of a password longer than bcrypt reads count, and hashes shorter ones as before', async () => {
    const start = 'долгий-пароль-'.repeat(6)
    expect(Buffer.byteLength(start)).toBeGreaterThan(72)
    const hash = await hashPassword(`${start}один`)
    expect(await verifyPassword(`${start}один`, hash)).toBe(true)
    expect(await verifyPassword(`${start}два`, hash)).toBe(false)
    // A hash made of the password itself, as every stored one was, still verifies.
    const bcrypt = await import('bcryptjs')
    expect(await verifyPassword('stored-before-1', await bcrypt.hash('stored-before-1', 4))).toBe(true)
  })

  it('treats a broken stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false)
  })
})
