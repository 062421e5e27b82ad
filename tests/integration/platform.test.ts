// The whole demo seed on a real Payload (a copy of the seeded template) and the updates sign-up.
// Who may read and write what: accessMatrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscribe } from '../../features/updates/subscriptions'
import { pictureFilename } from '../../platform/seed/context'
import { askForEveryPicture } from '../../seed'
import { SPEC_ROUTES } from '../routes'
import { bootTestPayload, type TestCms } from './payload'

let cms: TestCms

beforeAll(async () => {
  cms = await bootTestPayload({ seed: true })
}, 600_000) // the seeded template is made first when the sources changed
afterAll(async () => cms?.close())

describe('seeded platform on a fresh SQLite database', () => {
  it('has a published page for every public route, titled in both languages', async () => {
    for (const route of SPEC_ROUTES.filter((r) => r.cms)) {
      const path = route.path === '/' ? 'home' : route.path.slice(1)
      for (const locale of ['en', 'ru'] as const) {
        const found = await cms.payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, fallbackLocale: false, limit: 1 })
        expect(found.docs[0]?.title, `${path} (${locale})`).toBeTruthy()
      }
    }
  })

  it('stores the pictures in the order the seed asks for them, so media ids repeat on every run', async () => {
    // Uploads run in parallel and a small picture is done before a large one asked for earlier.
    const keys: string[] = []
    const ask = (key: string) => {
      if (!keys.includes(key)) keys.push(key)
      return Promise.resolve(0)
    }
    await askForEveryPicture({ payload: cms.payload, picture: (key) => ask(key), image: (key) => ask(key), portrait: (name) => ask(`portrait:${name}`) })
    const media = await cms.payload.find({ collection: 'media', sort: 'id', pagination: false, depth: 0, overrideAccess: true })
    expect(media.docs.map((doc) => doc.filename)).toEqual(keys.map((key) => `${pictureFilename(key)}.webp`))
  })

  it('stores an updates sign-up once per e-mail, whatever its case and spaces', async () => {
    expect(await subscribe(cms.payload, { email: ' Anna@Example.org ', pics: '1', personalDataConsent: '1' }, { language: 'ru', client: 'test' })).toEqual({
      ok: true,
    })
    expect(await subscribe(cms.payload, { email: 'anna@example.org', pics: '1', personalDataConsent: '1' }, { language: 'en', client: 'test' })).toEqual({
      ok: true,
    })
    const stored = await cms.payload.find({ collection: 'subscribers', where: { email: { equals: 'anna@example.org' } } })
    expect(stored.totalDocs).toBe(1)
    expect(stored.docs[0]).toMatchObject({ consent: true, language: 'ru' })
  })

  it('stores nothing when the sign-up is invalid', async () => {
    const before = await cms.payload.count({ collection: 'subscribers' })
    expect(await subscribe(cms.payload, { email: 'bad', pics: '0' }, { language: 'en', client: 'test' })).toEqual({
      ok: false,
      errors: { email: 'Layout32', pics: 'Updates_error_terms', personalDataConsent: 'Consent_error_required' },
    })
    expect((await cms.payload.count({ collection: 'subscribers' })).totalDocs).toBe(before.totalDocs)
  })
})
