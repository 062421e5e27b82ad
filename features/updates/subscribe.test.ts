import { createRequestHandler } from '@remix-run/express'
import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as subscribeRoute from '../../app/routes/subscribe'
import { resetEnv } from '../../common/env.server'
import { listen, type Listening } from '../../server/testing'
import { remixBuild } from '../../tests/integration/remixBuild'

// The footer sign-up posted over HTTP through Remix's Express adapter, as server/app.ts serves it,
// with the sign-up route alone under an empty root and a Payload stand-in that accepts it.

const payload = {
  find: async () => ({ docs: [] }),
  create: async () => ({}),
} as unknown as Payload

const build = remixBuild({ 'routes/subscribe': { path: 'subscribe', module: subscribeRoute } })

let server: Listening
beforeAll(async () => {
  // The stand-in has no database for the rate limit's counters; the limit is not what is tested.
  process.env.RATE_LIMIT = 'off'
  resetEnv()
  const app = express()
  app.all('*', createRequestHandler({ build, mode: 'production', getLoadContext: () => ({ payload }) }))
  server = await listen(app)
})
afterAll(() => {
  delete process.env.RATE_LIMIT
  resetEnv()
  return server?.close()
})

async function signUp(from: string) {
  const body = new URLSearchParams({ email: 'anna@example.org', pics: '1', from })
  const response = await fetch(`${server.origin}/subscribe`, { method: 'POST', body, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') }
}

describe('POST /subscribe: the return address', () => {
  it('goes back to the page the form was on', async () => {
    expect(await signUp('/about?tab=history')).toEqual({ status: 303, location: '/about?tab=history&subscribed=1#updates' })
  })

  it.each(['/\t/evil.example', '/%09/evil.example', '/%5cevil.example', '//evil.example', '/\\evil.example'])('sends %j to the root', async (from) => {
    expect(await signUp(from)).toEqual({ status: 303, location: '/?subscribed=1#updates' })
  })
})
