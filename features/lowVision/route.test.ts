import type { AppLoadContext } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as lowVisionRoute from '../../app/routes/low-vision'
import { remixHandler } from '../../server/remixHandler'
import { requestGuards } from '../../server/requestGuards'
import { listen, type Listening } from '../../server/testing'
import { remixBuild } from '../../tests/integration/remixBuild'

// The settings form posted over HTTP through Remix's Express adapter, as server/app.ts serves it
// (the request guards in front), with the route alone under an empty root.

const build = remixBuild({ 'routes/low-vision': { path: 'low-vision', module: lowVisionRoute } })

let server: Listening
beforeAll(async () => {
  const app = express()
  app.use(requestGuards)
  app.all('*', remixHandler({ build, mode: 'production', getLoadContext: () => ({}) as AppLoadContext }))
  server = await listen(app)
})
afterAll(() => server?.close())

const LARGEST_WHITE_ON_BLACK = { size: 'largest', scheme: 'white-black', images: 'hidden', spacing: 'wide' }

async function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}/low-vision`, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), cookie: response.headers.get('set-cookie') }
}

describe('POST /low-vision', () => {
  it('keeps the settings in a cookie for a year and goes back to the page the form was on', async () => {
    const reply = await post({ ...LARGEST_WHITE_ON_BLACK, back: '/about_us/history?tab=2' })
    expect(reply.status).toBe(303)
    expect(reply.location).toBe('/about_us/history?tab=2')
    expect(reply.cookie).toMatch(/^lowvision=2211; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/)
  })

  it('forgets them for the ordinary version', async () => {
    const reply = await post({ ...LARGEST_WHITE_ON_BLACK, ordinary: '1', back: '/news' })
    expect(reply).toEqual({ status: 303, location: '/news', cookie: 'lowvision=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' })
  })

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/%2F/evil.example', '/\t/evil.example', 'javascript:alert(1)', ''])(
    'sends the return address %j to the root, never off the site',
    async (back) => {
      const reply = await post({ ...LARGEST_WHITE_ON_BLACK, back })
      expect(reply.status).toBe(303)
      expect(reply.location).toBe('/')
    },
  )

  it('refuses a value that is none of the choices with 400, setting nothing', async () => {
    for (const fields of <Record<string, string>[]>[
      { ...LARGEST_WHITE_ON_BLACK, size: '999' },
      { ...LARGEST_WHITE_ON_BLACK, scheme: 'lowvision=2211; Domain=evil.example' },
      { size: 'largest', back: '/' },
    ]) {
      const reply = await post(fields)
      expect(reply.status, JSON.stringify(fields)).toBe(400)
      expect(reply.cookie).toBeNull()
    }
  })

  it('refuses a post from another site (a page cannot change a reader’s settings behind their back)', async () => {
    const reply = await post({ ...LARGEST_WHITE_ON_BLACK, back: '/' }, { origin: 'https://evil.example' })
    expect(reply.status).toBe(403)
    expect(reply.cookie).toBeNull()
  })
})
