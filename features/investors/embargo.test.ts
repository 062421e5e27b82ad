// A document under embargo: saved as a draft (its file uploaded the night before) and published at
// a set time by the jobs queue. Until then no visitor finds it or its file anywhere: the REST API,
// the document files (their list and their addresses), the library and the calendar (also as the
// HTML cache holds them), search, the sitemap and the calendar feed; once published, all of them
// have it, and unpublished it goes again. On a real Payload (temporary SQLite), over HTTP: the site
// with its HTML cache, and the API as production serves it (server/apiApp.ts).
import { createLocalReq, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_FILE_PATH } from '../../common/investors'
import { runDueJobs } from '../../platform/scheduledJobs'
import { createPage } from '../../platform/seed/create'
import { investorPages } from '../../seed/pages/investors'
import { apiApp } from '../../server/apiApp'
import { expressServerOptions } from '../../server/expressPrototypes'
import { listen, rawRequest, type Listening } from '../../server/testing'
import { smallPictureContext } from '../../tests/fixtures/seed'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { serveSite, type Site } from '../../tests/integration/site'
import { seedSite } from '../shell/seed'
import { seedTranslations } from '../translations/seed'
import { demoPdf } from './seed/demoPdf'

type DrawerArgs = { req: unknown; type?: 'publish'; date?: Date; doc?: { relationTo: string; value: number | string } }

let cms: TestCms
let payload: Payload
let site: Site
let api: Listening
/** The server function behind the admin's schedule drawer, as the admin's server runs it. */
let drawer: (args: DrawerArgs) => Promise<{ error?: string }>

beforeAll(async () => {
  process.env.RATE_LIMIT = 'off'
  cms = await bootTestPayload()
  payload = cms.payload
  const ctx = smallPictureContext(payload)
  await seedTranslations(payload)
  await seedSite(ctx)
  for (const path of ['investors/reports', 'investors/calendar'])
    await createPage(
      ctx,
      investorPages.find((page) => page.path === path)!,
    )
  site = await serveSite(payload)
  const config = (await import('../../cms/payload.config')).default as Promise<SanitizedConfig>
  const app = apiApp(payload, config)
  api = await listen(app, expressServerOptions(app))
  const ui = '../../cms/node_modules/@payloadcms/ui/dist/utilities/schedulePublishHandler.js'
  drawer = (await import(/* @vite-ignore */ ui)).schedulePublishHandler
}, 300_000)
afterAll(async () => {
  await api?.close()
  await site?.close()
  await cms?.close()
  delete process.env.RATE_LIMIT
})

const HOUR = 60 * 60_000
const EN = { cookie: 'i18next=en' }

async function uploadPdf(name: string) {
  const data = await demoPdf({
    brand: { en: 'Veltrana Group', ru: 'Группа Велтрана' },
    language: 'en',
    title: name,
    period: '2026',
    paragraphs: ['Results.'],
    footer: 'Moscow',
    date: new Date('2026-01-01'),
  })
  const file = await payload.create({
    collection: 'document-files',
    data: {},
    file: { data, mimetype: 'application/pdf', name: `${name}.pdf`, size: data.length },
  })
  return { id: file.id, filename: file.filename!, bytes: data.length }
}

/** A results report saved as an editor saves it; its title and file name carry `name`. */
async function createDocument(name: string, status: 'draft' | 'published') {
  const file = await uploadPdf(name)
  const doc = await payload.create({
    collection: 'documents',
    locale: 'en',
    data: {
      title: `${name} annual report`,
      kind: 'annualReport',
      year: 2026,
      period: 'year',
      date: '2026-03-01T00:00:00.000Z',
      fileEn: file.id,
      _status: status,
    },
  })
  return { ...doc, file }
}

async function createEvent(name: string, status: 'draft' | 'published', start: Date, documents: number[] = []) {
  return payload.create({
    collection: 'events',
    locale: 'en',
    data: {
      title: `${name} results call`,
      kind: 'results',
      start: start.toISOString(),
      start_tz: 'Europe/Moscow',
      end: new Date(start.getTime() + HOUR).toISOString(),
      end_tz: 'Europe/Moscow',
      documents,
      _status: status,
    },
  })
}

async function apiGet(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.origin}${path}`, { headers })
  const body = Buffer.from(await response.arrayBuffer())
  let json: any = null
  try {
    json = JSON.parse(body.toString())
  } catch {
    // a file, not JSON
  }
  return { status: response.status, json, body }
}

/** Everywhere a visitor could meet the document, its event or its file, each with whether it does. */
async function whatVisitorsSee(doc: Awaited<ReturnType<typeof createDocument>>, eventName: string) {
  const title = doc.title
  const fileUrl = `${DOCUMENT_FILE_PATH}/${encodeURIComponent(doc.file.filename)}`
  const [list, one, files, file, library, calendar, search, sitemap, feed] = await Promise.all([
    apiGet('/api/documents?limit=100'),
    apiGet(`/api/documents/${doc.id}`),
    apiGet('/api/document-files?limit=100'),
    apiGet(fileUrl),
    site.get('/investors/reports', EN),
    site.get('/investors/calendar', EN),
    site.get(`/search?q=${encodeURIComponent(doc.title.split(' ')[0]!)}`, EN),
    site.get('/sitemap.xml'),
    site.get('/investors/calendar.ics'),
  ])
  return {
    list: (list.json?.docs ?? []).some((d: { id: unknown }) => d.id === doc.id),
    one: one.status === 200,
    fileListed: (files.json?.docs ?? []).some((f: { id: unknown }) => f.id === doc.file.id),
    file: file.status === 200 && file.body.length === doc.file.bytes,
    library: library.text.includes(title) || library.text.includes(doc.file.filename),
    calendar: calendar.text.includes(eventName),
    // A result's title is marked up where the words matched.
    search: search.text.replace(/<[^>]+>/g, '').includes(title),
    sitemap: sitemap.text.includes(doc.file.filename) || sitemap.text.includes(title),
    feed: feed.text.includes(eventName),
  }
}

const nowhere = { list: false, one: false, fileListed: false, file: false, library: false, calendar: false, search: false, sitemap: false, feed: false }

describe('a document and an event under embargo', () => {
  it('reach no visitor until their scheduled publication, then every place that lists them; unpublished, they go again', async () => {
    const doc = await createDocument('Bandicoot', 'draft')
    const event = await createEvent('Bandicoot', 'draft', new Date(Date.now() + 48 * HOUR), [doc.id])
    // Pages cached before the publication: the library and the calendar, warm.
    for (const path of ['/investors/reports', '/investors/calendar']) {
      await site.get(path, EN)
      await expect.poll(async () => (await site.get(path, EN)).headers.get('x-cache')).toBe('HIT')
    }
    expect(await whatVisitorsSee(doc, 'Bandicoot results call')).toEqual(nowhere)
    // Not by another spelling of its address either.
    const dotted = await rawRequest(`${api.origin}${DOCUMENT_FILE_PATH}/x/../${encodeURIComponent(doc.file.filename)}`)
    expect(dotted.status).toBe(404)

    // Staff still see both, and the file, to check them before the release.
    const editor = await staffUser(payload, 'editor')
    const login = await fetch(`${api.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: 'staff-password-1' }),
    })
    const staff = { authorization: `JWT ${(await login.json()).token}` }
    expect((await apiGet(`/api/documents/${doc.id}?draft=true`, staff)).status).toBe(200)
    expect((await apiGet(`${DOCUMENT_FILE_PATH}/${encodeURIComponent(doc.file.filename)}`, staff)).status).toBe(200)

    // Scheduled from the admin's drawer for tomorrow 07:00; the jobs queue runs it then.
    const at = new Date(Date.now() + 24 * HOUR)
    for (const [relationTo, value] of [
      ['documents', doc.id],
      ['events', event.id],
    ] as const) {
      const answer = await drawer({ type: 'publish', date: at, doc: { relationTo, value }, req: await createLocalReq({ user: editor }, payload) })
      expect(answer.error).toBeUndefined()
    }
    expect(await runDueJobs(payload)).toBe(0)
    expect(await whatVisitorsSee(doc, 'Bandicoot results call')).toEqual(nowhere)

    expect(await runDueJobs(payload, new Date(at.getTime() + 60_000))).toBeGreaterThanOrEqual(2)
    expect(await whatVisitorsSee(doc, 'Bandicoot results call')).toEqual({
      list: true,
      one: true,
      // The files are never listed: a visitor reaches one only through its document.
      fileListed: false,
      file: true,
      library: true,
      calendar: true,
      search: true,
      // The sitemap lists pages and articles, never documents.
      sitemap: false,
      feed: true,
    })

    // Unpublished (a mistake caught after the release): gone again, from the warm cache too.
    for (const path of ['/investors/reports', '/investors/calendar']) {
      await expect.poll(async () => (await site.get(path, EN)).headers.get('x-cache')).toBe('HIT')
    }
    await payload.update({ collection: 'documents', id: doc.id, data: { _status: 'draft' } })
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' } })
    expect(await whatVisitorsSee(doc, 'Bandicoot results call')).toEqual(nowhere)
  })

  it('lists no document file to a visitor, published or not', async () => {
    await createDocument('Wallaby', 'published')
    const files = await apiGet('/api/document-files?limit=100')
    expect(files.json?.docs ?? []).toEqual([])
  })
})

describe('the financial calendar', () => {
  it('shows an event’s documents once they are published, before the event as after it', async () => {
    const published = await createDocument('Platypus', 'published')
    const draft = await createDocument('Echidna', 'draft')
    await createEvent('Platypus', 'published', new Date(Date.now() + 72 * HOUR), [published.id, draft.id])
    const page = (await site.get('/investors/calendar', EN)).text
    const [coming] = page.split('event-calendar__past')
    expect(coming).toContain('Platypus results call')
    expect(coming).toContain(published.file.filename)
    expect(page).not.toContain(draft.file.filename)
    expect(page).not.toContain(draft.title)
  })
})
