import { describe, expect, it } from 'vitest'
import { BCRYPT_COST, hashPassword, verifyAgainstNothing, verifyPassword } from './passwords'

describe('customer passwords', () => {
  it('hashes with bcrypt at cost 12 in a worker, and verifies', async () => {
    const hash = await hashPassword('secret1')
    expect(hash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`))
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

  it('treats a broken stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false)
  })
})
