import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, needsNonce } from './securityHeaders'

describe('content security policy', () => {
  it('is the same for every production site response: scripts from our origin only', () => {
    expect(needsNonce('/', false)).toBe(false)
    expect(needsNonce('/about_us/history', false)).toBe(false)
    const policy = contentSecurityPolicy(null)
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toMatch(/script-src[^;]*(nonce|unsafe)/)
  })

  it('has a nonce for the admin and, in dev, for every page (Vite writes an inline preamble)', () => {
    for (const path of ['/admin', '/admin/collections/pages', '/api/users/me', '/_next/static/x.js']) expect(needsNonce(path, false), path).toBe(true)
    expect(needsNonce('/', true)).toBe(true)
    expect(contentSecurityPolicy('abc')).toContain("script-src 'self' 'nonce-abc';")
    expect(contentSecurityPolicy('abc', true)).toContain("script-src 'self' 'nonce-abc' 'unsafe-eval';")
  })
})
