import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, needsNonce, surfaceOf } from './securityHeaders'

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

describe('framing', () => {
  it('refuses every frame for site pages, allows our own origin for the live preview and the admin', () => {
    expect(surfaceOf('/')).toBe('site')
    expect(surfaceOf('/about_us')).toBe('site')
    expect(surfaceOf('/live-preview/pages/1')).toBe('livePreview')
    expect(surfaceOf('/admin/collections/pages/1')).toBe('admin')
    expect(contentSecurityPolicy(null, false, 'site')).toContain("frame-ancestors 'none'")
    expect(contentSecurityPolicy(null, false, 'livePreview')).toContain("frame-ancestors 'self'")
    // The admin's live preview pane frames the site's preview on our origin.
    expect(contentSecurityPolicy('n', false, 'admin')).toContain("frame-src 'self' https://www.openstreetmap.org")
    expect(contentSecurityPolicy(null, false, 'site')).toContain('frame-src https://www.openstreetmap.org;')
  })
})
