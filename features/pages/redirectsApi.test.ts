// Redirects on a real Payload (temporary SQLite), answered over HTTP by the site's catch-all
// page route behind the production HTML cache, as server/app.ts serves it: what editors may save
// (normalised, never to itself, never a loop, never over a live page), the 301 a moved page
// leaves behind, chains collapsed to one hop, and the sitemap listing only live paths.
import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as pageRoute from '../../app/routes/$'
import * as sitemapXml from '../../app/routes/sitemap[.]xml'
import { contentVersion } from '../../platform/contentVersion'
import { htmlCache } from '../../server/htmlCache'
import { remixHandler } from '../../server/remixHandler'
import { listen, type Listening } from '../../server/testing'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { remixBuild } from '../../tests/integration/remixBuild'
import { restClient, type Send } from '../../tests/integration/rest'

let cms: TestCms
let payload: Payload
let site: Listening
let rest: Send

const build = remixBuild({ 'routes/$': { path: '*', module: pageRoute } })

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  payload.logger.level = 'warn'
  rest = await restClient()
  const cache = htmlCache({ language: () => 'en', signedIn: () => false, version: contentVersion })
  const app = express()
  app.all('*', cache.capture, remixHandler({ build, mode: 'production', getLoadContext: () => ({ payload }) }))
  site = await listen((req, res) => void Promise.resolve(cache.serve(req, res)).then((answered) => answered || app(req, res)))
}, 120_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

const get = async (path: string) => {
  const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), cache: response.headers.get('x-cache'), body: await response.text() }
}

const publishPage = (path: string, title = 'Test page') => payload.create({ collection: 'pages', data: { title, path, _status: 'published' } })
const movePage = (id: number | string, path: string) => payload.update({ collection: 'pages', id, data: { path, _status: 'published' } })
const redirect = (data: { from: string; to: string; type?: '301' | '302' }) => payload.create({ collection: 'redirects', data: { type: '301', ...data } })
/** The field messages a refused save gives, as the admin shows them under the fields. */
const refusal = (save: Promise<unknown>) =>
  save.then(
    () => 'saved',
    (error: { data?: { errors?: { message: string }[] } }) => (error.data?.errors ?? []).map((e) => e.message).join(' | '),
  )
const stored = async (from: string) => (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1 })).docs[0]

describe('a redirect', () => {
  it('is answered with its status where no page is, keeping the language', async () => {
    await redirect({ from: '/old-press', to: '/media' })
    await redirect({ from: '/summer-offer', to: '/about_us?tab=offers', type: '302' })
    await redirect({ from: '/annual-report', to: 'https://example.org/report.pdf', type: '302' })
    expect(await get('/old-press')).toMatchObject({ status: 301, location: '/media' })
    expect(await get('/Old-Press/?lng=ru')).toMatchObject({ status: 301, location: '/media?lng=ru' })
    expect(await get('/summer-offer')).toMatchObject({ status: 302, location: '/about_us?tab=offers' })
    expect(await get('/annual-report?lng=ru')).toMatchObject({ status: 302, location: 'https://example.org/report.pdf' })
    expect((await get('/nowhere')).status).toBe(404)
  })

  it('is stored with its from-path normalised: leading slash, no trailing slash, no query', async () => {
    const doc = await redirect({ from: '  Investors/Old/?utm=x ', to: '/about_us' })
    expect(doc.from).toBe('/investors/old')
  })

  it('is followed at once after an edit, never from a stale cached answer', async () => {
    const doc = await redirect({ from: '/edited', to: '/media' })
    expect((await get('/edited')).location).toBe('/media')
    await payload.update({ collection: 'redirects', id: doc.id, data: { to: '/sustainability' } })
    expect((await get('/edited')).location).toBe('/sustainability')
    await payload.delete({ collection: 'redirects', id: doc.id })
    expect((await get('/edited')).status).toBe(404)
  })

  it('never points to itself, in the editor’s language', async () => {
    expect(await refusal(redirect({ from: '/same', to: '/same/' }))).toBe('A redirect cannot point to its own path.')
    const editor = await login('editor')
    const reply = await rest('POST', '/api/redirects', { headers: { ...editor, 'accept-language': 'ru' }, body: { from: '/same', to: '/SAME', type: '301' } })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.json)).toContain('Перенаправление не может вести на собственный путь.')
    expect(await stored('/same')).toBeUndefined()
  })

  it('never makes a loop', async () => {
    await redirect({ from: '/loop-a', to: '/loop-b' })
    expect(await refusal(redirect({ from: '/loop-b', to: '/loop-a' }))).toBe('This would make a loop: /loop-a already leads back to this path.')
    await redirect({ from: '/loop-c', to: '/loop-a' })
    expect((await stored('/loop-c'))?.to).toBe('/loop-b')
    expect(await refusal(redirect({ from: '/loop-b', to: '/loop-c' }))).toMatch(/would make a loop/)
    expect(await stored('/loop-b')).toBeUndefined()
  })

  it('gives way to a page published at its from-path', async () => {
    await redirect({ from: '/coming-soon', to: '/media' })
    await publishPage('coming-soon')
    expect(await stored('/coming-soon')).toBeUndefined()
    expect((await get('/coming-soon')).status).toBe(200)
  })

  it('is refused from the path of a live page, and to an unsafe target', async () => {
    await publishPage('live-page')
    expect(await refusal(redirect({ from: '/live-page', to: '/media' }))).toMatch(/^A published page lives at \/live-page/)
    for (const to of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'ftp://example.org/']) {
      expect(await refusal(redirect({ from: '/unsafe', to }))).toMatch(/full address starting with http/)
    }
    expect(await refusal(redirect({ from: '/admin/x', to: '/media' }))).toMatch(/^Enter a path on this site/)
  })

  it('is collapsed when its target is redirected: A→B then B→C leaves A→C and B→C', async () => {
    await redirect({ from: '/chain-a', to: '/chain-b' })
    await redirect({ from: '/chain-b', to: '/chain-c' })
    expect((await stored('/chain-a'))?.to).toBe('/chain-c')
    expect((await stored('/chain-b'))?.to).toBe('/chain-c')
    expect(await get('/chain-a')).toMatchObject({ status: 301, location: '/chain-c' })
  })
})

describe('a page that moves', () => {
  it('leaves a 301 from its old path to its new one, which the cached old page gives way to', async () => {
    const page = await publishPage('about-test')
    expect(await get('/about-test')).toMatchObject({ status: 200 })
    expect(await get('/about-test')).toMatchObject({ status: 200, cache: 'HIT' })
    await movePage(page.id, 'about-moved')
    expect(await get('/about-test?lng=ru')).toMatchObject({ status: 301, location: '/about-moved?lng=ru' })
    expect(await get('/about-moved')).toMatchObject({ status: 200 })
    expect(await stored('/about-test')).toMatchObject({ to: '/about-moved', type: '301' })
  })

  it('twice leaves both old paths pointing straight at the newest', async () => {
    const page = await publishPage('move-1')
    await movePage(page.id, 'move-2')
    await movePage(page.id, 'move-3')
    expect((await stored('/move-1'))?.to).toBe('/move-3')
    expect((await stored('/move-2'))?.to).toBe('/move-3')
    // Back to where it started: the page answers there again, and no redirect leads to itself.
    await movePage(page.id, 'move-1')
    expect(await stored('/move-1')).toBeUndefined()
    expect((await stored('/move-3'))?.to).toBe('/move-1')
    expect((await stored('/move-2'))?.to).toBe('/move-1')
    expect((await get('/move-1')).status).toBe(200)
  })

  it('as a draft leaves no redirect until it is published', async () => {
    const page = await publishPage('draft-move')
    await payload.update({ collection: 'pages', id: page.id, data: { path: 'draft-moved' }, draft: true })
    expect(await stored('/draft-move')).toBeUndefined()
    expect((await get('/draft-move')).status).toBe(200)
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
    expect((await stored('/draft-move'))?.to).toBe('/draft-moved')
  })

  it('leaves the sitemap with live paths only', async () => {
    const response = (await sitemapXml.loader({ context: { payload }, request: new Request('http://localhost/sitemap.xml'), params: {} } as never)) as Response
    const xml = await response.text()
    expect(xml).toContain('/about-moved?lng=en</loc>')
    expect(xml).not.toContain('/about-test?')
    expect(xml).not.toContain('/move-2?')
    expect(xml).not.toContain('/old-press')
  })
})

async function login(role: 'editor' | 'backoffice'): Promise<Record<string, string>> {
  const user = (await staffUser(payload, role)) as unknown as { email: string }
  const reply = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  expect(reply.status, reply.text).toBe(200)
  return { authorization: `JWT ${reply.json.token}` }
}
