// A document under embargo: saved as a draft (its file uploaded the night before) and published at
// a set time by the jobs queue. Until then no visitor finds it or its file anywhere: the REST API,
// the document files (their list and their addresses), the library and the calendar (also as the
// HTML cache holds them), search, the sitemap and the calendar feed; once published, all of them
// have it, and unpublished it goes again. On a real Payload (temporary SQLite), over HTTP: the site
// with its HTML cache, and the API as production serves it (server/apiApp.ts).
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_FILE_PATH } from '../../common/investors'
import { runDueJobs } from '../../platform/scheduledJobs'
import { rawRequest } from '../../server/testing'
import { nowhere, startEmbargoSite } from '../../tests/integration/embargo'
import { staffUser } from '../../tests/integration/payload'

let env: Awaited<ReturnType<typeof startEmbargoSite>>
let payload: Payload

beforeAll(async () => {
  env = await startEmbargoSite()
  payload = env.payload
}, 300_000)
afterAll(() => env?.close())

const HOUR = 60 * 60_000
const EN = { cookie: 'i18next=en' }

describe('a document and an event under embargo', () => {
  it('reach no visitor until their scheduled publication, then every place that lists them; unpublished, they go again', async () => {
    const doc = await env.createDocument('Bandicoot', 'draft')
    const event = await env.createEvent('Bandicoot', 'draft', new Date(Date.now() + 48 * HOUR), [doc.id])
    // Pages cached before the publication: the library and the calendar, warm.
    for (const path of ['/investors/reports', '/investors/calendar']) {
      await env.site.get(path, EN)
      await expect.poll(async () => (await env.site.get(path, EN)).headers.get('x-cache')).toBe('HIT')
    }
    expect(await env.whatVisitorsSee(doc, 'Bandicoot results call')).toEqual(nowhere)
    // Not by another spelling of its address either.
    const dotted = await rawRequest(`${env.api.origin}${DOCUMENT_FILE_PATH}/x/../${encodeURIComponent(doc.file.filename)}`)
    expect(dotted.status).toBe(404)

    // Staff still see both, and the file, to check them before the release.
    const editor = await staffUser(payload, 'editor')
    const login = await fetch(`${env.api.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: 'staff-password-1' }),
    })
    const staff = { authorization: `JWT ${(await login.json()).token}` }
    expect((await env.apiGet(`/api/documents/${doc.id}?draft=true`, staff)).status).toBe(200)
    expect((await env.apiGet(`${DOCUMENT_FILE_PATH}/${encodeURIComponent(doc.file.filename)}`, staff)).status).toBe(200)

    // Scheduled from the admin's drawer for tomorrow 07:00; the jobs queue runs it then.
    const at = new Date(Date.now() + 24 * HOUR)
    for (const [relationTo, value] of [
      ['documents', doc.id],
      ['events', event.id],
    ] as const) {
      const answer = await env.drawer({ type: 'publish', date: at, doc: { relationTo, value }, req: await createLocalReq({ user: editor }, payload) })
      expect(answer.error).toBeUndefined()
    }
    expect(await runDueJobs(payload)).toBe(0)
    expect(await env.whatVisitorsSee(doc, 'Bandicoot results call')).toEqual(nowhere)

    expect(await runDueJobs(payload, new Date(at.getTime() + 60_000))).toBeGreaterThanOrEqual(2)
    expect(await env.whatVisitorsSee(doc, 'Bandicoot results call')).toEqual({
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
      await expect.poll(async () => (await env.site.get(path, EN)).headers.get('x-cache')).toBe('HIT')
    }
    await payload.update({ collection: 'documents', id: doc.id, data: { _status: 'draft' } })
    await payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' } })
    expect(await env.whatVisitorsSee(doc, 'Bandicoot results call')).toEqual(nowhere)
  })

  it('lists no document file to a visitor, published or not', async () => {
    await env.createDocument('Wallaby', 'published')
    const files = await env.apiGet('/api/document-files?limit=100')
    expect(files.json?.docs ?? []).toEqual([])
  })
})

describe('the financial calendar', () => {
  it('shows an event’s documents once they are published, before the event as after it', async () => {
    const published = await env.createDocument('Platypus', 'published')
    const draft = await env.createDocument('Echidna', 'draft')
    await env.createEvent('Platypus', 'published', new Date(Date.now() + 72 * HOUR), [published.id, draft.id])
    const page = (await env.site.get('/investors/calendar', EN)).text
    const [coming] = page.split('event-calendar__past')
    expect(coming).toContain('Platypus results call')
    expect(coming).toContain(published.file.filename)
    expect(page).not.toContain(draft.file.filename)
    expect(page).not.toContain(draft.title)
  })
})
