// Helpers of the embargo tests: documents and events made as an editor makes them, and every
// place a visitor could meet one (the REST API, the files, the library, the calendar, search, the
// sitemap, the calendar feed), read over HTTP.
import type { Payload, SanitizedConfig } from 'payload'
import { DOCUMENT_FILE_PATH } from '../../common/investors'
import { demoPdf } from '../../features/investors/seed/demoPdf'
import { seedSite } from '../../features/shell/seed'
import { seedTranslations } from '../../features/translations/seed'
import { createPage } from '../../platform/seed/create'
import { investorPages } from '../../seed/pages/investors'
import { apiApp } from '../../server/apiApp'
import { expressServerOptions } from '../../server/expressPrototypes'
import { listen, type Listening } from '../../server/testing'
import { smallPictureContext } from '../fixtures/seed'
import { bootTestPayload, type TestCms } from './payload'
import { serveSite, type Site } from './site'

const HOUR = 60 * 60_000
const EN = { cookie: 'i18next=en' }

/** Where a visitor meets nothing of a document or its event. */
export const nowhere = { list: false, one: false, fileListed: false, file: false, library: false, calendar: false, search: false, sitemap: false, feed: false }

export type EmbargoDocument = Awaited<ReturnType<ReturnType<typeof embargoProbe>['createDocument']>>

export type DrawerArgs = {
  req: unknown
  deleteID?: number | string
  type?: 'publish'
  date?: Date
  doc?: { relationTo: string; value: number | string }
}

/** A real Payload (temporary SQLite) with the library and calendar pages, the site with its HTML
 * cache and the API as production serves them, over loopback; and the server function behind
 * the admin's schedule drawer, as the admin's server runs it. */
export async function startEmbargoSite() {
  process.env.RATE_LIMIT = 'off'
  const cms: TestCms = await bootTestPayload()
  const payload = cms.payload
  const ctx = smallPictureContext(payload)
  await seedTranslations(payload)
  await seedSite(ctx)
  for (const path of ['investors/reports', 'investors/calendar'])
    await createPage(
      ctx,
      investorPages.find((page) => page.path === path)!,
    )
  const site = await serveSite(payload)
  const config = (await import('../../cms/payload.config')).default as Promise<SanitizedConfig>
  const app = apiApp(payload, config)
  const api = await listen(app, expressServerOptions(app))
  const ui = '../../cms/node_modules/@payloadcms/ui/dist/utilities/schedulePublishHandler.js'
  const drawer: (args: DrawerArgs) => Promise<{ error?: string }> = (await import(/* @vite-ignore */ ui)).schedulePublishHandler
  const close = async () => {
    await api.close()
    await site.close()
    await cms.close()
    delete process.env.RATE_LIMIT
  }
  return { cms, payload, site, api, drawer, close, ...embargoProbe(payload, site, api) }
}

/** The helpers over one Payload, the site it serves and its API (server/apiApp.ts) on loopback. */
export function embargoProbe(payload: Payload, site: Site, api: Listening) {
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

  return { uploadPdf, createDocument, createEvent, apiGet, whatVisitorsSee }
}
