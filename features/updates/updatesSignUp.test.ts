import { describe, expect, it } from 'vitest'
import { payloadBehindOneProxy } from '../../tests/integration/http'

// The updates sign-up's JSON API (POST /api/updateRequest) over a real connection: its answer
// never tells whether an address had subscribed, and another site's page cannot post to it,
// not even as `text/plain` (which a browser sends cross-site without asking first).

const served = payloadBehindOneProxy()
let clients = 0
const signUp = (body: unknown, headers: Record<string, string> = {}) =>
  served().api.post('/api/updateRequest', body, { 'x-forwarded-for': `198.51.100.${++clients}`, ...headers })

describe('POST /api/updateRequest', () => {
  it('answers a new address and a known one alike', async () => {
    const first = await signUp({ email: 'known@example.org', pics: '1', personalDataConsent: true })
    const again = await signUp({ email: 'known@example.org', pics: '1', personalDataConsent: true })
    const fresh = await signUp({ email: 'fresh@example.org', pics: '1', personalDataConsent: true })
    expect([first, again, fresh].map((reply) => ({ status: reply.status, body: reply.json }))).toEqual(Array(3).fill({ status: 202, body: { ok: true } }))
    const stored = await served().cms.payload.count({ collection: 'subscribers', where: { email: { equals: 'known@example.org' } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(1)
  })

  it("refuses another site's post, as text/plain too, and stores nothing", async () => {
    const email = 'csrf@example.org'
    for (const type of ['text/plain', 'application/json']) {
      const reply = await signUp({ email, pics: '1', personalDataConsent: true }, { origin: 'https://evil.example', 'content-type': type })
      expect(reply.status, type).toBe(403)
    }
    const stored = await served().cms.payload.count({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
    expect((await signUp({ email, pics: '1', personalDataConsent: true }, { origin: 'http://localhost:3000' })).status).toBe(202)
  })
})
