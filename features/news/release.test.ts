// A results release: a news article scheduled for one moment together with the documents and
// events it names. Until the moment none of them reaches a visitor (the API, the file's address,
// the library, the calendar, search, the sitemap, the feed, the article's page); one job of the
// queue publishes them all, the subscribers' alert is queued once however many processes run
// the queue, cancelling the article's publication cancels the whole release, and the article's
// draft preview shows the parts to staff. On a real Payload (temporary SQLite), over HTTP.
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../common/payload-types'
import { signPreviewToken } from '../../platform/preview/previewToken.server'
import { runDueJobs } from '../../platform/scheduledJobs'
import { createPicture } from '../../tests/fixtures/picture'
import { paragraphs } from '../../tests/fixtures/richText'
import { nowhere, startEmbargoSite } from '../../tests/integration/embargo'
import { staffUser } from '../../tests/integration/payload'
import { restClient } from '../../tests/integration/rest'
import { MAIL_MESSAGES } from '../mail/MailMessages'

let env: Awaited<ReturnType<typeof startEmbargoSite>>
let payload: Payload
let editor: User
let image: number

beforeAll(async () => {
  env = await startEmbargoSite()
  payload = env.payload
  editor = (await staffUser(payload, 'editor')) as User
  await payload.create({
    collection: 'subscribers',
    data: { email: 'investor@example.org', status: 'confirmed', topics: ['results'], language: 'en', consent: true },
    overrideAccess: true,
  })
  image = await createPicture(payload)
}, 300_000)
afterAll(() => env?.close())

const HOUR = 60 * 60_000
const EN = { cookie: 'i18next=en' }

const articleData = (slug: string) => ({
  date: '2026-03-01T00:00:00.000Z',
  slug,
  topic: 'results' as const,
  image,
  headline: `Results ${slug}`,
  summary: 'The year’s results.',
  body: paragraphs('Revenue grew.'),
  _status: 'draft' as const,
})

/** A draft results article naming the documents and events of its release. */
async function draftArticle(slug: string, release: { documents?: number[]; events?: number[] }) {
  return payload.create({ collection: 'news', locale: 'en', draft: true, data: { ...articleData(slug), release } })
}

/** A draft report and its results call, and the article releasing both. */
async function releaseOf(name: string) {
  const doc = await env.createDocument(name, 'draft')
  const event = await env.createEvent(name, 'draft', new Date(Date.now() + 48 * HOUR), [doc.id])
  const article = await draftArticle(name.toLowerCase(), { documents: [doc.id], events: [event.id] })
  return { doc, event, article, eventName: `${name} results call`, path: `/media/news/${name.toLowerCase()}` }
}

/** Schedules the article's publication from the admin's drawer, as the editor; its job's id. */
async function schedule(articleId: number, at: Date) {
  const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
  const answer = await env.drawer({ type: 'publish', date: at, doc: { relationTo: 'news', value: articleId }, req })
  expect(answer.error).toBeUndefined()
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, sort: '-createdAt', limit: 1, depth: 0 })
  return jobs.docs[0]!.id
}

const status = async (collection: 'news' | 'documents' | 'events', id: number) =>
  (await payload.findByID({ collection, id, depth: 0, overrideAccess: true }))._status

const alertsTo = async (email: string) => (await payload.count({ collection: MAIL_MESSAGES, where: { to: { equals: email } }, overrideAccess: true })).totalDocs

describe('a results release', () => {
  it('keeps the article, its report and its call from visitors until the moment, then one job publishes them all and the alert goes once', async () => {
    const { doc, event, article, eventName, path } = await releaseOf('Quokka')
    for (const page of ['/investors/reports', '/investors/calendar']) {
      await env.site.get(page, EN)
      await expect.poll(async () => (await env.site.get(page, EN)).headers.get('x-cache')).toBe('HIT')
    }
    const at = new Date(Date.now() + 24 * HOUR)
    const job = await schedule(article.id, at)
    // One job for the whole release: the parts are not scheduled one by one.
    expect(
      (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false } } })).totalDocs,
    ).toBe(1)

    expect(await runDueJobs(payload)).toBe(0)
    expect(await env.whatVisitorsSee(doc, eventName)).toEqual(nowhere)
    expect((await env.site.get(path, EN)).status).toBe(404)
    expect((await env.apiGet(`/api/news/${article.id}`)).status).not.toBe(200)

    // Two processes run the queue at the moment.
    const after = new Date(at.getTime() + 60_000)
    await Promise.all([runDueJobs(payload, after), runDueJobs(payload, after)])
    // Its job recorded as done: once, without an error.
    expect(await payload.findByID({ collection: 'payload-jobs', id: job, depth: 0 })).toMatchObject({
      hasError: false,
      totalTried: 1,
      completedAt: expect.any(String),
    })
    expect([await status('news', article.id), await status('documents', doc.id), await status('events', event.id)]).toEqual([
      'published',
      'published',
      'published',
    ])
    expect(await env.whatVisitorsSee(doc, eventName)).toMatchObject({
      list: true,
      one: true,
      file: true,
      library: true,
      calendar: true,
      search: true,
      feed: true,
    })
    const page = await env.site.get(path, EN)
    expect(page.status).toBe(200)
    expect(page.text).toContain(doc.title)
    expect(page.text).toContain(eventName)

    // The alert's job, then its message: once, however often the queue runs.
    for (let pass = 0; pass < 3; pass++) await Promise.all([runDueJobs(payload, after, { batch: 100 }), runDueJobs(payload, after, { batch: 100 })])
    expect((await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'newsAlert' } } })).totalDocs).toBe(1)
    expect(await alertsTo('investor@example.org')).toBe(1)
  })

  it('is cancelled whole with the article’s scheduled publication', async () => {
    const { doc, event, article, eventName, path } = await releaseOf('Numbat')
    const at = new Date(Date.now() + 24 * HOUR)
    const job = await schedule(article.id, at)
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
    expect((await env.drawer({ deleteID: job, req })).error).toBeUndefined()

    await runDueJobs(payload, new Date(at.getTime() + 60_000), { batch: 100 })
    expect([await status('news', article.id), await status('documents', doc.id), await status('events', event.id)]).toEqual(['draft', 'draft', 'draft'])
    expect(await env.whatVisitorsSee(doc, eventName)).toEqual(nowhere)
    expect((await env.site.get(path, EN)).status).toBe(404)
  })

  it('shows its parts in the article’s draft preview, to the holder of the staff’s link only', async () => {
    const { doc, article, eventName, path } = await releaseOf('Wombat')
    const preview = await env.site.get(`${path}?preview=${signPreviewToken({ collection: 'news', id: article.id })}`, EN)
    expect(preview.status).toBe(200)
    expect(preview.text).toContain(doc.title)
    expect(preview.text).toContain(eventName)
    expect(preview.text).toContain(doc.file.filename)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')

    const visitor = await env.site.get(path, EN)
    expect(visitor.status).toBe(404)
    expect(visitor.text).not.toContain(doc.title)
    expect(visitor.text).not.toContain(eventName)
    const forged = await env.site.get(`${path}?preview=${signPreviewToken({ collection: 'news', id: article.id }).slice(0, -2)}xx`, EN)
    expect(forged.text).not.toContain(doc.title)
  })

  it('is published with the article’s first publication only: a later one leaves a part unpublished since, or named since, as it is', async () => {
    const { doc, event, article } = await releaseOf('Quoll')
    await payload.update({ collection: 'news', id: article.id, locale: 'en', data: { _status: 'published' } })
    expect([await status('documents', doc.id), await status('events', event.id)]).toEqual(['published', 'published'])

    // After the release the report is taken down on purpose, and a new draft is named.
    await payload.update({ collection: 'documents', id: doc.id, data: { _status: 'draft' } })
    const later = await env.createDocument('Quoll later', 'draft')
    // The article edited as a draft, then published again.
    const release = { documents: [doc.id, later.id], events: [event.id] }
    await payload.update({ collection: 'news', id: article.id, locale: 'en', draft: true, data: { summary: 'Corrected.', release, _status: 'draft' } })
    await payload.update({ collection: 'news', id: article.id, locale: 'en', data: { _status: 'published' } })

    expect(await status('news', article.id)).toBe('published')
    expect([await status('documents', doc.id), await status('documents', later.id), await status('events', event.id)]).toEqual(['draft', 'draft', 'published'])
  })

  it('cannot name a document or an event another release still waits with, and says so in the editor’s language', async () => {
    const { doc, event } = await releaseOf('Dingo')
    const rest = await restClient()
    const login = await rest('POST', '/api/users/login', { body: { email: editor.email, password: 'staff-password-1' } })
    const auth = { authorization: `JWT ${login.json.token}` }
    for (const [language, release, message] of [
      ['en', { documents: [doc.id] }, 'is already in the release of another article'],
      ['ru', { events: [event.id] }, 'уже входит в выпуск другой статьи'],
    ] as const) {
      const body = { ...articleData(`dingo-${language}`), release }
      const answer = await rest('POST', '/api/news?draft=true', { headers: { ...auth, 'accept-language': language }, body })
      expect(answer.status).toBe(400)
      expect(answer.text).toContain(message)
      expect((await payload.find({ collection: 'news', where: { slug: { equals: `dingo-${language}` } }, draft: true, limit: 1 })).totalDocs).toBe(0)
    }
    // A part already published is simply live: another article may name it.
    const live = await env.createDocument('Bilby', 'published')
    await draftArticle('bilby-one', { documents: [live.id] })
    await expect(draftArticle('bilby-two', { documents: [live.id] })).resolves.toBeTruthy()
  })
})
