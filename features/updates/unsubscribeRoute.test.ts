import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as unsubscribeRoute from '../../app/routes/updates.unsubscribe'
import { remixHandler } from '../../server/remixHandler'
import { requestGuards } from '../../server/requestGuards'
import { listen, type Listening } from '../../server/testing'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { remixBuild } from '../../tests/integration/remixBuild'
import { oneClickUnsubscribe } from './endpoints'
import { confirmToken, manageToken } from './links'
import { confirmSubscription, subscribe } from './subscriptions'

// Unsubscribing without a sign-in: the one-click POST of RFC 8058 to the List-Unsubscribe
// address (a Payload endpoint under /api), and the visible link's page over HTTP through the
// server's request guards and Remix's Express adapter.

let cms: TestCms
let payload: Payload
let server: Listening

const build = remixBuild({ 'routes/updates.unsubscribe': { path: 'updates/unsubscribe', module: unsubscribeRoute } })

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  const app = express()
  app.use(requestGuards)
  app.all('*', remixHandler({ build, mode: 'production', getLoadContext: () => ({ payload }) as never }))
  server = await listen(app)
}, 120_000)

afterAll(async () => {
  await server?.close()
  await cms?.close()
})

async function confirmedToken(email: string): Promise<string> {
  await subscribe(payload, { email, pics: '1', personalDataConsent: '1' }, { language: 'en', client: 'test' })
  const stored = (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true }))
    .docs[0] as {
    id: number
    manageKey: string
    confirmNonce: string
    createdAt: string
  }
  const outcome = await confirmSubscription(payload, confirmToken(stored.id, Date.parse(stored.createdAt) + 60_000_000, stored.confirmNonce))
  expect(outcome.ok).toBe(true)
  return manageToken(stored.id, stored.manageKey)
}

const count = async (email: string) => (await payload.count({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

/** Payload's endpoint as /api serves it: the request as Payload hands it over. */
const oneClick = (method: 'post' | 'get', token: string) =>
  oneClickUnsubscribe
    .find((e) => e.method === method)!
    .handler({ payload, url: `http://localhost:3000/api/updates/unsubscribe?token=${encodeURIComponent(token)}`, headers: new Headers() } as never)

describe('unsubscribing', () => {
  it('in one click: a POST to the List-Unsubscribe address, with no cookie or sign-in', async () => {
    const token = await confirmedToken('oneclick@example.org')
    // A client that opens the address is sent to the page with the button, and nothing changes.
    const opened = await oneClick('get', token)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/updates/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(await count('oneclick@example.org')).toBe(1)
    expect((await oneClick('post', token)).status).toBe(200)
    expect(await count('oneclick@example.org')).toBe(0)
    expect((await oneClick('post', '1.forged')).status).toBe(404)
  })

  it('from the visible link: the page asks, its button (a plain form post) unsubscribes', async () => {
    const token = await confirmedToken('visible@example.org')
    const url = `${server.origin}/updates/unsubscribe?token=${encodeURIComponent(token)}`
    expect((await fetch(url)).status).toBe(200)
    expect(await count('visible@example.org')).toBe(1)
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' })
    expect(response.status).toBe(200)
    expect(await count('visible@example.org')).toBe(0)
  })

  it('refuses a forged link and changes nothing', async () => {
    await confirmedToken('kept@example.org')
    const response = await fetch(`${server.origin}/updates/unsubscribe?token=1.forged`, {
      method: 'POST',
      body: '',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(404)
    expect(await count('kept@example.org')).toBe(1)
  })
})
