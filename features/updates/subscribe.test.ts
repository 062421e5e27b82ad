import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as subscribeRoute from '../../app/routes/subscribe'
import { resetEnv } from '../../common/env.server'
import { remixHandler } from '../../server/remixHandler'
import { listen, type Listening } from '../../server/testing'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { remixBuild } from '../../tests/integration/remixBuild'

// The footer sign-up posted over HTTP through Remix's Express adapter, as server/app.ts serves it,
// with the sign-up route alone under an empty root, on a real Payload (the sign-up queues its
// confirmation message there).

const build = remixBuild({ 'routes/subscribe': { path: 'subscribe', module: subscribeRoute } })

let server: Listening
let cms: TestCms
beforeAll(async () => {
  cms = await bootTestPayload()
  // Every post here comes from one address; the rate limit is not what is tested.
  process.env.RATE_LIMIT = 'off'
  resetEnv()
  const app = express()
  app.all('*', remixHandler({ build, mode: 'production', getLoadContext: () => ({ payload: cms.payload }) }))
  server = await listen(app)
})
afterAll(async () => {
  delete process.env.RATE_LIMIT
  resetEnv()
  await server?.close()
  await cms?.close()
})

async function signUp(from: string) {
  const body = new URLSearchParams({ email: 'anna@example.org', pics: '1', personalDataConsent: '1', from })
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
