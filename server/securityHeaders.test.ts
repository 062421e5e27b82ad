import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { securityHeaders } from './securityHeaders'
import { listen, rawRequest, type Listening } from './testing'

const open: Listening[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
})

/** The headers of a response to `path`, in production (dev false) or in dev. */
async function headersOf(path: string, dev = false): Promise<Record<string, string> & { nonce: string | null; requestPolicy: string | null }> {
  const app = express()
  app.use(securityHeaders(dev))
  app.all('*', (req, res) => void res.json({ nonce: res.locals.nonce ?? null, requestPolicy: req.headers['content-security-policy'] ?? null }))
  const server = await listen(app)
  open.push(server)
  const reply = await rawRequest(`${server.origin}${path}`)
  return { ...(reply.headers as Record<string, string>), ...JSON.parse(reply.body.toString()) }
}

describe('content security policy', () => {
  it('is the same for every production site response: scripts from our origin only', async () => {
    const home = await headersOf('/')
    const history = await headersOf('/about_us/history')
    expect(home['content-security-policy']).toBe(history['content-security-policy'])
    expect(home.nonce).toBeNull()
    expect(home['content-security-policy']).toContain("script-src 'self';")
    expect(home['content-security-policy']).not.toMatch(/script-src[^;]*(nonce|unsafe)/)
    expect(home['x-content-type-options']).toBe('nosniff')
    expect(home['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(home['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()')
    expect(home['cross-origin-opener-policy']).toBe('same-origin')
  })

  it('has a nonce for the admin and, in dev, for every page (Vite writes an inline preamble)', async () => {
    for (const path of ['/admin', '/admin/collections/pages', '/api/users/me', '/_next/static/x.js']) {
      const admin = await headersOf(path)
      expect(admin.nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(admin['content-security-policy']).toContain(`script-src 'self' 'nonce-${admin.nonce}';`)
      // Next reads it from the request's policy.
      expect(admin.requestPolicy).toBe(admin['content-security-policy'])
    }
    const [one, two] = [await headersOf('/admin'), await headersOf('/admin')]
    expect(one.nonce).not.toBe(two.nonce)
    const dev = await headersOf('/', true)
    expect(dev['content-security-policy']).toContain(`script-src 'self' 'nonce-${dev.nonce}' 'unsafe-eval';`)
  })
})

describe('framing', () => {
  it('refuses every frame for site pages, allows our own origin for the live preview and the admin', async () => {
    for (const path of ['/', '/about_us']) {
      const site = await headersOf(path)
      expect(site['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(site['content-security-policy']).toContain('frame-src https://www.openstreetmap.org;')
      expect(site['x-frame-options']).toBe('DENY')
    }
    const preview = await headersOf('/live-preview/pages/1')
    expect(preview['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(preview['x-frame-options']).toBe('SAMEORIGIN')
    // The admin's live preview pane frames the site's preview on our origin.
    const admin = await headersOf('/admin/collections/pages/1')
    expect(admin['content-security-policy']).toContain("frame-src 'self' https://www.openstreetmap.org")
    expect(admin['x-frame-options']).toBe('SAMEORIGIN')
  })
})
