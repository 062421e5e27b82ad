// Draft and live previews over HTTP, through the site as server/app.ts serves it (tests/integration/
// site.ts: security and preview headers, the HTML cache, Remix) on a real Payload: a draft is
// shown only with a valid token for its own document, previews are never cached, and the live
// preview renders the admin's unsaved form for signed-in staff only.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Listening } from '../../server/testing'
import { createPicture } from '../../tests/fixtures/picture'
import { paragraphs } from '../../tests/fixtures/richText'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient, restRoute, type Send } from '../../tests/integration/rest'
import { serveSite } from '../../tests/integration/site'
import { PREVIEW_LIFETIME_MS, signPreviewToken } from './previewToken.server'

let cms: TestCms
let site: Listening
let rest: Send
let payload: Payload
let published: { id: number | string }
let neverPublished: { id: number | string }
/** What the admin's frame sends: the staff session cookie, from our own origin. */
let asEditor: Record<string, string>
let editorToken: string
let article: { id: number | string }

async function createPage(path: string, titles: { en: string; ru: string }, status: 'published' | 'draft') {
  const doc = await payload.create({
    collection: 'pages',
    data: { title: titles.en, path, layout: [], _status: status },
    draft: status === 'draft',
    locale: 'en',
  })
  await payload.update({ collection: 'pages', id: doc.id, data: { title: titles.ru, _status: status }, draft: status === 'draft', locale: 'ru' })
  return doc
}

/** A published news article with a later draft in both languages. */
async function createArticle() {
  const published = { date: '2026-03-01T00:00:00.000Z', slug: 'preview-article', image: await createPicture(payload), _status: 'published' as const }
  const doc = await payload.create({
    collection: 'news',
    locale: 'en',
    data: { ...published, headline: 'Published headline', summary: 'Published summary.', body: paragraphs('Published text.') },
  })
  await payload.update({
    collection: 'news',
    id: doc.id,
    locale: 'ru',
    data: { headline: 'Опубликованный заголовок статьи', summary: 'Опубликованное резюме.', body: paragraphs('Опубликованный текст.'), _status: 'published' },
  })
  await payload.update({ collection: 'news', id: doc.id, locale: 'en', draft: true, data: { headline: 'Draft headline' } })
  await payload.update({ collection: 'news', id: doc.id, locale: 'ru', draft: true, data: { headline: 'Черновик заголовка статьи' } })
  return doc
}

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  published = await createPage('preview_subject', { en: 'Published title', ru: 'Опубликованный заголовок' }, 'published')
  // A later draft of the published page, not published.
  await payload.update({ collection: 'pages', id: published.id, data: { title: 'Draft title' }, draft: true, locale: 'en' })
  await payload.update({ collection: 'pages', id: published.id, data: { title: 'Заголовок черновика' }, draft: true, locale: 'ru' })
  neverPublished = await createPage('preview_unpublished', { en: 'Unpublished title', ru: 'Неопубликованный заголовок' }, 'draft')
  article = await createArticle()
  const editor = await staffUser(payload, 'editor')
  const login = await payload.login({ collection: 'users', data: { email: editor.email, password: 'staff-password-1' } })
  editorToken = login.token!
  asEditor = { cookie: `payload-token=${editorToken}`, 'sec-fetch-site': 'same-origin' }
  site = await serveSite(payload)
  rest = await restClient()
}, 300_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

type Page = { status: number; text: string; headers: Headers }
async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${site.origin}${path}`, { headers, redirect: 'manual' })
  return { status: response.status, text: await response.text(), headers: response.headers }
}
async function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${site.origin}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
  return { status: response.status, text: await response.text(), headers: response.headers }
}
const tokenFor = (id: number | string, now?: number) => signPreviewToken({ collection: 'pages', id }, { now })
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

describe('draft preview links', () => {
  it('never show a draft without a token: the published version, or 404 when never published', async () => {
    const page = await get('/preview_subject')
    expect(page.status).toBe(200)
    expect(h1(page.text)).toBe('Published title')
    expect(page.text).not.toContain('Draft title')
    expect((await get('/preview_unpublished')).status).toBe(404)
  })

  it('show the latest draft with a valid token, marked, private, unindexed and uncached', async () => {
    const page = await get(`/preview_subject?preview=${tokenFor(published.id)}`)
    expect(page.status).toBe(200)
    expect(h1(page.text)).toBe('Draft title')
    expect(page.text).toContain('Draft preview: this version is not published yet')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    expect(page.headers.get('x-cache')).toBeNull()
    // In Russian too, and for a page that was never published.
    expect(h1((await get(`/preview_subject?lng=ru&preview=${tokenFor(published.id)}`)).text)).toBe('Заголовок черновика')
    const unpublished = await get(`/preview_unpublished?preview=${tokenFor(neverPublished.id)}`)
    expect(unpublished.status).toBe(200)
    expect(h1(unpublished.text)).toBe('Unpublished title')
  })

  it('never put a draft in the HTML cache: the next anonymous visitor gets the published page', async () => {
    await get(`/preview_subject?preview=${tokenFor(published.id)}`)
    const first = await get('/preview_subject')
    const second = await get('/preview_subject')
    expect(h1(first.text)).toBe('Published title')
    expect(h1(second.text)).toBe('Published title')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe('public, no-cache')
  })

  it("show the published version for an expired, tampered or other document's token, and tell nothing", async () => {
    const valid = tokenFor(published.id)
    const [body, signature] = valid.split('.') as [string, string]
    const otherBody = Buffer.from(JSON.stringify(['pages', String(neverPublished.id), Date.now() + PREVIEW_LIFETIME_MS])).toString('base64url')
    const tokens = {
      expired: tokenFor(published.id, Date.now() - PREVIEW_LIFETIME_MS - 1000),
      'a changed signature': `${body}.${signature.slice(0, -2)}xx`,
      'a body naming another document': `${otherBody}.${signature}`,
      "another document's token": tokenFor(neverPublished.id),
      junk: 'not-a-token',
    }
    for (const [name, token] of Object.entries(tokens)) {
      const page = await get(`/preview_subject?preview=${encodeURIComponent(token)}`)
      expect(page.status, name).toBe(200)
      expect(h1(page.text), name).toBe('Published title')
      expect(page.text, name).not.toContain('Draft')
    }
    // A never-published page stays a 404 with a token that is not its own.
    const missing = await get(`/preview_unpublished?preview=${tokenFor(published.id)}`)
    expect(missing.status).toBe(404)
    expect(missing.text).not.toContain('Unpublished title')
  })

  it("are made by the admin's Preview button for staff only, fresh, for the document's address", async () => {
    expect((await rest('GET', `/api/pages/${published.id}/draft-preview?locale=ru`)).status).toBe(401)
    const route = await restRoute()
    const request = new Request(`http://localhost:3000/api/pages/${published.id}/draft-preview?locale=ru`, { headers: { Authorization: `JWT ${editorToken}` } })
    const response = await route(request, { params: Promise.resolve({ slug: [] }) })
    expect(response.status).toBe(302)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/preview_subject\?lng=ru&preview=/)
    expect(h1((await get(location)).text)).toBe('Заголовок черновика')
  })
})

describe('live preview', () => {
  const address = () => `/live-preview/pages/${published.id}`

  it('is refused to anyone not signed in to the admin, and shows them no draft', async () => {
    const page = await get(address())
    expect(page.status).toBe(403)
    expect(page.text).not.toContain('Draft title')
    expect(page.text).toContain('Sign in to see the preview')
    const posted = await post(address(), JSON.stringify({ data: { title: 'Posted by a stranger' } }))
    expect(posted.status).toBe(403)
    expect(posted.text).not.toContain('Posted by a stranger')
    expect(posted.headers.get('cache-control')).toBe('private, no-store')
    // A staff cookie sent by another site's page (Payload's own rule for its session cookie).
    expect((await get(address(), { ...asEditor, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  it('renders the saved draft, then the unsaved form, in the language being edited, for staff', async () => {
    const saved = await get(`${address()}?lng=ru`, asEditor)
    expect(saved.status).toBe(200)
    expect(h1(saved.text)).toBe('Заголовок черновика')
    const edited = await post(
      `${address()}?lng=ru`,
      JSON.stringify({ data: { title: 'Несохранённый заголовок', path: 'preview_subject', layout: [] } }),
      asEditor,
    )
    expect(edited.status).toBe(200)
    expect(edited.text).toContain('<html lang="ru"')
    expect(h1(edited.text)).toBe('Несохранённый заголовок')
    expect(edited.text).toMatch(/<title>Несохранённый заголовок/)
    // Only the live preview script, not the islands runtime of public pages.
    expect(edited.text).toContain('livePreviewClient')
    // Nothing was saved.
    const stored = await payload.findByID({ collection: 'pages', id: published.id, draft: true, locale: 'ru' })
    expect(stored.title).toBe('Заголовок черновика')
  })

  it('may be framed by our own origin only, is never cached, and never remembers the language', async () => {
    const page = await get(`${address()}?lng=ru`, asEditor)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('set-cookie')).toBeNull()
    // Public pages refuse every frame.
    const publicPage = await get('/preview_subject')
    expect(publicPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(publicPage.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers a form it cannot read with 400 and changes nothing', async () => {
    for (const body of ['not json', JSON.stringify({ data: 'x' }), JSON.stringify([1])]) {
      expect((await post(address(), body, asEditor)).status, body).toBe(400)
    }
    expect((await get(`/live-preview/customers/1`, asEditor)).status).toBe(404)
  })
})

describe('news articles', () => {
  const articlePath = '/media/news/preview-article'
  const newsToken = () => signPreviewToken({ collection: 'news', id: article.id })

  it('show the latest draft through a valid link, in both languages, and the published one without it', async () => {
    const draft = await get(`${articlePath}?preview=${newsToken()}`)
    expect(draft.status).toBe(200)
    expect(h1(draft.text)).toBe('Draft headline')
    expect(draft.text).toContain('Draft preview: this version is not published yet')
    expect(draft.headers.get('cache-control')).toBe('private, no-store')
    expect(h1((await get(`${articlePath}?lng=ru&preview=${newsToken()}`)).text)).toBe('Черновик заголовка статьи')
    // A page's token on the article's address shows the published article.
    expect(h1((await get(`${articlePath}?preview=${tokenFor(published.id)}`)).text)).toBe('Published headline')
    const visitor = await get(articlePath)
    expect(h1(visitor.text)).toBe('Published headline')
    expect(visitor.text).not.toContain('Draft')
  })

  it("are linked from the admin's Preview button to the article's address", async () => {
    const route = await restRoute()
    const request = new Request(`http://localhost:3000/api/news/${article.id}/draft-preview?locale=ru`, { headers: { Authorization: `JWT ${editorToken}` } })
    const response = await route(request, { params: Promise.resolve({ slug: [] }) })
    expect(response.status).toBe(302)
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/media\/news\/preview-article\?lng=ru&preview=/)
    expect(h1((await get(location)).text)).toBe('Черновик заголовка статьи')
  })

  it('render the unsaved form in the live preview for staff only', async () => {
    const address = `/live-preview/news/${article.id}`
    expect((await get(address)).status).toBe(403)
    expect(h1((await get(`${address}?lng=ru`, asEditor)).text)).toBe('Черновик заголовка статьи')
    const form = {
      headline: 'Несохранённый заголовок статьи',
      summary: 'Резюме.',
      slug: 'preview-article',
      date: '2026-03-01T00:00:00.000Z',
      body: paragraphs('Текст.'),
    }
    const edited = await post(`${address}?lng=ru`, JSON.stringify({ data: form }), asEditor)
    expect(edited.status).toBe(200)
    expect(h1(edited.text)).toBe('Несохранённый заголовок статьи')
    expect(edited.text).toMatch(/<title>Несохранённый заголовок статьи/)
    expect(edited.headers.get('cache-control')).toBe('private, no-store')
    const stored = await payload.findByID({ collection: 'news', id: article.id, draft: true, locale: 'ru' })
    expect(stored.headline).toBe('Черновик заголовка статьи')
  })
})
