// What editors get in the admin, on a real Payload (temporary SQLite): lists put in order by
// dragging (Payload's reorder endpoint, what the list view's drag handles call) and read in that
// order by the site; images refused on a published document until their alt text exists in both
// languages; an image carousel refused without a name for screen readers; and the translation
// status, which lists what is missing or older in a language.
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faqByCategory } from '../../blocks/FaqList/data.server'
import { historyByPeriod } from '../../blocks/HistoryTimeline/data.server'
import { listSubsidiaries } from '../../blocks/Subsidiaries/data.server'
import { seedFaq } from '../../features/faq/seed'
import { allLeaders } from '../../features/people/leaders.server'
import { seedSubsidiaries } from '../../features/subsidiaries/seed'
import { translationStatus, type StatusRow } from '../../features/translations/translationStatus'
import { findPage } from '../../ui/page/pages.server'
import { makePng } from '../fixtures/png'
import { paragraphs } from '../fixtures/richText'
import { bootTestPayload, staffUser, type TestCms } from './payload'
import { restClient, type Send } from './rest'

let cms: TestCms
let payload: Payload
let rest: Send
let editor: Record<string, string>
let sequence = 0

/** An uploaded image with alternative text in the languages given. */
async function image(alt: { en: string; ru?: string }) {
  const data = makePng(32, 32, (x, y) => (x * y + ++sequence) % 5 === 0)
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en },
    file: { data, mimetype: 'image/png', name: `picture-${++sequence}.png`, size: data.length },
  })
  if (alt.ru) await payload.update({ collection: 'media', id: doc.id, locale: 'ru', data: { alt: alt.ru } })
  return doc
}

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  payload.logger.level = 'warn'
  rest = await restClient()
  const user = (await staffUser(payload, 'editor')) as unknown as { email: string }
  const login = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  editor = { authorization: `JWT ${login.json.token}` }
  await seedSubsidiaries(payload)
  await seedFaq(payload)
}, 120_000)
afterAll(async () => cms?.close())

/** What dragging `moved` onto `target` in the list view sends: it goes just before (or after) it. */
async function drag(collection: CollectionSlug, moved: number | string, target: number | string, place: 'before' | 'after') {
  const targetDoc = (await payload.findByID({ collection, id: target, depth: 0 })) as unknown as { _order: string }
  const reply = await rest('POST', '/api/reorder', {
    headers: editor,
    body: {
      collectionSlug: collection,
      docsToMove: [moved],
      newKeyWillBe: place === 'before' ? 'less' : 'greater',
      orderableFieldName: '_order',
      target: { id: target, key: targetDoc._order },
    },
  })
  expect(reply.status, reply.text).toBe(200)
}

const refusal = (save: Promise<unknown>) =>
  save.then(
    () => 'saved',
    (error: { data?: { errors?: { message: string }[] }; message?: string }) =>
      (error.data?.errors ?? []).map((e) => e.message).join(' | ') || String(error.message),
  )

describe('ordering by dragging', () => {
  it('puts leaders in the order they are dragged into, and the site reads them so', async () => {
    const photo = await image({ en: 'Portrait', ru: 'Портрет' })
    const names = ['First', 'Second', 'Third']
    const ids: (number | string)[] = []
    for (const name of names) ids.push((await payload.create({ collection: 'leaders', data: { name, photo: photo.id } })).id)
    expect((await allLeaders(payload, 'en')).map((l) => l.name)).toEqual(names)
    await drag('leaders', ids[2]!, ids[0]!, 'before')
    expect((await allLeaders(payload, 'en')).map((l) => l.name)).toEqual(['Third', 'First', 'Second'])
    await drag('leaders', ids[2]!, ids[1]!, 'after')
    expect((await allLeaders(payload, 'ru')).map((l) => l.name)).toEqual(['First', 'Second', 'Third'])
  })

  it('numbers subsidiaries by their place in the dragged order', async () => {
    const before = await listSubsidiaries(payload, 'en')
    expect(before.map((c) => c.number)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1))
    const last = before[20]!
    await drag('subsidiaries', last.id, before[0]!.id, 'before')
    const after = await listSubsidiaries(payload, 'en')
    expect(after[0]).toMatchObject({ id: last.id, number: 1, name: last.name })
    expect(after[1]).toMatchObject({ id: before[0]!.id, number: 2 })
  })

  it('orders FAQ questions within their category and history milestones within their period', async () => {
    const [esg] = await faqByCategory(payload, 'en', ['esg'])
    const questions = esg!.items
    await drag('faq', questions[3]!.id, questions[0]!.id, 'before')
    expect((await faqByCategory(payload, 'en', ['esg']))[0]!.items.map((q) => q.id)).toEqual([
      questions[3]!.id,
      questions[0]!.id,
      questions[1]!.id,
      questions[2]!.id,
    ])

    const picture = await image({ en: 'Illustration', ru: 'Иллюстрация' })
    const early = await payload.create({ collection: 'history-milestones', data: { period: '1988-1997', year: '1988', title: 'Founded', image: picture.id } })
    const later = await payload.create({
      collection: 'history-milestones',
      data: { period: '1988-1997', year: '1990', title: 'First bank', image: picture.id },
    })
    await drag('history-milestones', later.id, early.id, 'before')
    expect((await historyByPeriod(payload, 'en'))[0]!.milestones.map((m) => m.title)).toEqual(['First bank', 'Founded'])
  })
})

describe('alternative text before publishing', () => {
  const hero = (imageId: number) => [{ blockType: 'hero' as const, title: 'Welcome', image: imageId }]

  it('lets a draft use an image without Russian alt text, and refuses to publish it, naming the image', async () => {
    const picture = await image({ en: 'A harbour at dawn' })
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Harbour', path: 'harbour', layout: hero(picture.id), _status: 'draft' },
      draft: true,
    })
    expect(draft.id).toBeTruthy()
    const message = await refusal(payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' } }))
    expect(message).toBe(`Image “${picture.filename}” has no alternative text in Russian. Add it in Media before publishing.`)
    expect(await findPage(payload, 'harbour', 'en')).toBeNull()

    await payload.update({ collection: 'media', id: picture.id, locale: 'ru', data: { alt: 'Гавань на рассвете' } })
    await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' } })
    expect((await findPage(payload, 'harbour', 'en'))?.title).toBe('Harbour')
  })

  it('checks the share image and every block image, and tells editors in their language', async () => {
    const shared = await image({ en: 'Logo on blue' })
    const reply = await rest('POST', '/api/pages', {
      headers: { ...editor, 'accept-language': 'ru' },
      body: { title: 'Share', path: 'share-test', seo: { image: shared.id }, _status: 'published' },
    })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.json)).toContain(`У изображения «${shared.filename}» нет альтернативного текста на русском.`)
    const asDraft = await rest('POST', '/api/pages?draft=true', {
      headers: editor,
      body: { title: 'Share', path: 'share-test', seo: { image: shared.id }, _status: 'draft' },
    })
    expect(asDraft.status, asDraft.text).toBe(201)
  })

  it('refuses a leader’s photo without it, since a leader is live as soon as it is saved', async () => {
    const photo = await image({ en: 'Portrait of a director' })
    expect(await refusal(payload.create({ collection: 'leaders', data: { name: 'No alt', photo: photo.id } }))).toMatch(/no alternative text in Russian/)
  })
})

describe('an image carousel’s name', () => {
  it('is required only when no heading or section label names the carousel for screen readers', async () => {
    const picture = await image({ en: 'A quay at dusk', ru: 'Причал в сумерках' })
    const carousel = (fields: object) =>
      refusal(
        payload.create({
          collection: 'pages',
          data: {
            title: 'Quay',
            path: `quay-${++sequence}`,
            _status: 'published',
            layout: [{ blockType: 'imageCarousel', slides: [{ image: picture.id }], ...fields }],
          } as never,
        }),
      )
    expect(await carousel({ look: 'photos' })).toMatch(/required/)
    expect(await carousel({ look: 'photos', heading: 'Our quay' })).toBe('saved')
    expect(await carousel({ look: 'photos', kicker: 'perspectives' })).toBe('saved')
    expect(await carousel({ look: 'banners', label: 'The quay in pictures' })).toBe('saved')
  })
})

describe('translation status', () => {
  const rowsFor = async (collection: CollectionSlug, id: number | string) =>
    (await translationStatus(payload)).filter((row) => row.collection === collection && String(row.id) === String(id))
  const fieldNames = (row: StatusRow | undefined) => row?.fields.map((path) => path.map((l) => (typeof l === 'string' ? l : l.en)).join(' › '))

  it('lists a page without a Russian title, which the site still shows in English', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: 'English only', path: 'english-only', _status: 'published' } })
    const rows = await rowsFor('pages', page.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ locale: 'ru', kind: 'missing', titles: { en: 'English only' } })
    expect(fieldNames(rows[0])).toEqual(['Title'])
    expect((await findPage(payload, 'english-only', 'ru'))?.title).toBe('English only')
  })

  it('marks the Russian older after an English edit, until the Russian is edited too', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Our history', path: 'our-history', layout: [{ blockType: 'hero', title: 'Since 1988' }], _status: 'published' },
    })
    const saved = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', depth: 0 })
    // The same block in another language or with another text: rows keep their id across languages.
    const heroTitled = (title: string) => [{ id: saved.layout![0]!.id, blockType: 'hero' as const, title }]
    const ru = { title: 'Наша история', layout: heroTitled('С 1988 года'), _status: 'published' as const }
    await payload.update({ collection: 'pages', id: page.id, locale: 'ru', data: ru })
    expect(await rowsFor('pages', page.id)).toEqual([])

    // Saving a language unchanged changes nothing.
    await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Our history', _status: 'published' } })
    expect(await rowsFor('pages', page.id)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { layout: heroTitled('Since 1988, in 40 regions'), _status: 'published' },
    })
    const [older] = await rowsFor('pages', page.id)
    expect(older).toMatchObject({ locale: 'ru', kind: 'older', titles: { en: 'Our history', ru: 'Наша история' } })
    expect(fieldNames(older)).toEqual(['Layout › Hero › Title'])
    expect(Date.parse(older!.otherChangedAt!)).toBeGreaterThan(Date.now() - 60_000)

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ru',
      data: { layout: heroTitled('С 1988 года, в 40 регионах'), _status: 'published' },
    })
    expect(await rowsFor('pages', page.id)).toEqual([])
  })

  it('covers news, people, milestones, subsidiaries, FAQ, UI strings and images, and nothing seeded in both languages', async () => {
    const slugs = new Set((await translationStatus(payload)).map((row) => row.collection))
    // Everything seeded above is in both languages; what this file made in one language is listed.
    expect(slugs.has('subsidiaries')).toBe(false)
    expect(slugs.has('faq')).toBe(false)
    const string = await payload.create({ collection: 'translations', locale: 'en', data: { key: 'Status_test', text: 'Hello' } })
    // A draft: news needs more than this to publish, and drafts are what translators work on.
    const news = await payload.create({
      collection: 'news',
      locale: 'en',
      draft: true,
      data: { date: '2026-01-01T00:00:00.000Z', headline: 'Results', summary: 'In short.', body: paragraphs('The text.'), _status: 'draft' },
    })
    const picture = await image({ en: 'Only in English' })
    const rows = await translationStatus(payload)
    for (const [collection, id] of [
      ['translations', string.id],
      ['news', news.id],
      ['leaders', (await payload.find({ collection: 'leaders', limit: 1 })).docs[0]!.id],
      ['media', picture.id],
    ] as const) {
      expect(
        rows.some((row) => row.collection === collection && String(row.id) === String(id) && row.locale === 'ru' && row.kind === 'missing'),
        collection,
      ).toBe(true)
    }
  })
})
