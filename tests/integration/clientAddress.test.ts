import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { payloadBehindOneProxy } from './http'

// The per-client sign-in limit (20 a minute) behind one trusted proxy, over a real connection:
// what the client writes into X-Forwarded-For must not make it a new client.

const served = payloadBehindOneProxy()

// Each wrong sign-in costs a password hash on purpose: room for a loaded machine, and the clock
// held still so that a slow run does not outlast the limit's one-minute window.
const SLOW = 180_000
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => void vi.useRealTimers())

let attempts = 0
/** A wrong sign-in for a fresh e-mail (so no per-account lock interferes), as the proxy forwards it:
 * whatever the client wrote, then the address the proxy saw. */
function signInVia(forwardedFor: string) {
  const n = ++attempts
  return served().api.post('/api/loginUSR', { email: `nobody-${n}@example.org`, password: 'wrong-password' }, { 'x-forwarded-for': forwardedFor })
}

describe('the client address behind TRUST_PROXY=1', () => {
  it(
    'refuses the 21st sign-in from one address, whatever X-Forwarded-For it forged',
    async () => {
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await signInVia(`10.${i}.0.1, 198.51.100.7`)).status)
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
      expect(statuses[20]).toBe(429)
      // Another client behind the same proxy is not affected.
      expect((await signInVia('10.0.0.1, 198.51.100.8')).status).toBe(401)
    },
    SLOW,
  )

  it(
    'counts IPv6 clients per /64: two addresses of one /64 share the limit, another /64 does not',
    async () => {
      for (let i = 0; i < 20; i++) expect((await signInVia(`2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(401)
      expect((await signInVia('2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429)
      expect((await signInVia('2001:0db8:0001:0002:0:0:0:abcd')).status).toBe(429)
      expect((await signInVia('2001:db8:1:3::1')).status).toBe(401)
    },
    SLOW,
  )
})
