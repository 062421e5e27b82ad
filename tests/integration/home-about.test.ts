// Home and the About-us family on a real Payload (a copy of the seeded template): what the seed
// puts in the CMS beyond what the browser tests see (tests/e2e/home-about.spec.ts: how many
// slides, cards, news and companies each page shows), and the subsidiaries' own rule. Who may
// change the subsidiaries: accessMatrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listSubsidiaries } from '../../blocks/Subsidiaries/data.server'
import { bootTestPayload, type TestCms } from './payload'

let cms: TestCms

beforeAll(async () => {
  cms = await bootTestPayload({ seed: true })
}, 600_000) // the seeded template is made first when the sources changed
afterAll(async () => cms?.close())

type Block = { blockType: string; [field: string]: any }

async function layout(path: string, locale: 'en' | 'ru' = 'en'): Promise<Block[]> {
  const found = await cms.payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, fallbackLocale: false, depth: 0, limit: 1 })
  return (found.docs[0]?.layout ?? []) as Block[]
}

describe('subsidiaries', () => {
  it('rejects a website that is not a full address', async () => {
    await expect(cms.payload.create({ collection: 'subsidiaries', data: { name: 'Bad link', url: 'veltrana' } })).rejects.toThrow()
  })
})

describe('seeded subsidiaries', () => {
  it('are named in both languages, in six categories', async () => {
    const [en, ru] = await Promise.all([listSubsidiaries(cms.payload, 'en'), listSubsidiaries(cms.payload, 'ru')])
    for (const [i, company] of en.entries()) {
      expect(company.name).toMatch(/Veltrana/)
      expect(ru[i]!.name).toMatch(/Велтран/)
      expect(ru[i]!.name).not.toBe(company.name)
    }
    const categories = new Set(en.map((c) => c.category).filter(Boolean))
    expect([...categories].sort()).toEqual(['assets', 'banking', 'finance', 'healthcare', 'insurance', 'technology'])
  })
})

describe('seeded pages', () => {
  it('every page is complete in Russian', async () => {
    const paths = ['home', 'about_us', 'about_us/who_we_are', 'about_us/our_business']
    const lines = ['insurance', 'banking', 'asset_management', 'integrated_finance', 'health_and_senior_care'].map((l) => `about_us/our_business/${l}`)
    for (const path of [...paths, ...lines]) {
      const [en, ru] = await Promise.all([layout(path, 'en'), layout(path, 'ru')])
      expect(
        ru.map((b) => b.blockType),
        path,
      ).toEqual(en.map((b) => b.blockType))
      expect(JSON.stringify(ru), path).toMatch(/[а-яё]/i)
    }
  })

  it('gives every image alt text in both languages', async () => {
    const media = await cms.payload.find({ collection: 'media', pagination: false, depth: 0, locale: 'ru', fallbackLocale: false })
    expect(media.docs.length).toBeGreaterThan(100)
    for (const image of media.docs) {
      expect(image.alt, String(image.filename)).toMatch(/[а-яё]/i)
      const en = await cms.payload.findByID({ collection: 'media', id: image.id, locale: 'en', fallbackLocale: false, depth: 0 })
      expect(en.alt, String(image.filename)).toMatch(/[a-z]/i)
      expect(en.alt).not.toBe(image.alt)
    }
  })
})
