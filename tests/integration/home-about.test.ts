// Home and the About-us family on a real Payload with a fresh SQLite file: who may change the
// subsidiaries, and what the seed puts in the CMS (how many of each block and item).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBlockData } from '../../blocks/data.server'
import { listSubsidiaries } from '../../blocks/Subsidiaries/data.server'
import { newsItems, seedNews } from '../../features/news/seed'
import { findPage } from '../../features/pages/pages.server'
import { seedSubsidiaries } from '../../features/subsidiaries/seed'
import { createPage } from '../../platform/seed/create'
import { businessLinePages } from '../../seed/pages/businessLines'
import { aboutUsPage, ourBusinessPage, whoWeArePage } from '../../seed/pages/company'
import { homePage } from '../../seed/pages/home'
import { smallPictureContext } from '../fixtures/seed'
import { bootTestPayload, staffUser, type TestCms } from './payload'

let cms: TestCms

beforeAll(async () => {
  // Only what these pages need (the whole demo seed is the platform test's business), with the
  // pictures drawn small: the alt texts and the structure are what is under test here.
  cms = await bootTestPayload()
  const ctx = smallPictureContext(cms.payload)
  await seedNews(ctx)
  await seedSubsidiaries(cms.payload)
  for (const page of [homePage, aboutUsPage, whoWeArePage, ourBusinessPage, ...businessLinePages]) await createPage(ctx, page)
}, 300_000) // migrating and drawing 60 small images takes a while on a busy machine
afterAll(async () => cms?.close())

type Block = { blockType: string; [field: string]: any }

async function layout(path: string, locale: 'en' | 'ru' = 'en'): Promise<Block[]> {
  const found = await cms.payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, fallbackLocale: false, depth: 0, limit: 1 })
  return (found.docs[0]?.layout ?? []) as Block[]
}

const only = (blocks: Block[], type: string): Block => {
  const found = blocks.filter((b) => b.blockType === type)
  expect(found, type).toHaveLength(1)
  return found[0]!
}

describe('subsidiaries access rules', () => {
  it('lets anyone read the subsidiaries', async () => {
    const anonymous = await cms.payload.find({ collection: 'subsidiaries', overrideAccess: false, limit: 100 })
    expect(anonymous.totalDocs).toBe(21)
  })

  it('lets editors and admins create, change and delete a subsidiary', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const user = await staffUser(cms.payload, role)
      const created = await cms.payload.create({
        collection: 'subsidiaries',
        data: { name: 'Veltrana Test', category: 'banking', url: 'https://test.veltrana.example' },
        overrideAccess: false,
        user,
      })
      const updated = await cms.payload.update({ collection: 'subsidiaries', id: created.id, data: { category: null, url: null }, overrideAccess: false, user })
      expect(updated).toMatchObject({ category: null, url: null })
      await cms.payload.delete({ collection: 'subsidiaries', id: created.id, overrideAccess: false, user })
    }
    expect((await cms.payload.count({ collection: 'subsidiaries' })).totalDocs).toBe(21)
  })

  it('keeps back office and the public from changing them', async () => {
    const backoffice = await staffUser(cms.payload, 'backoffice')
    const [first] = (await cms.payload.find({ collection: 'subsidiaries', limit: 1 })).docs
    await expect(
      cms.payload.update({ collection: 'subsidiaries', id: first!.id, data: { name: 'Changed' }, overrideAccess: false, user: backoffice }),
    ).rejects.toThrow()
    await expect(cms.payload.create({ collection: 'subsidiaries', data: { name: 'X' }, overrideAccess: false, user: backoffice })).rejects.toThrow()
    await expect(cms.payload.delete({ collection: 'subsidiaries', id: first!.id, overrideAccess: false, user: backoffice })).rejects.toThrow()
    await expect(cms.payload.update({ collection: 'subsidiaries', id: first!.id, data: { name: 'Changed' }, overrideAccess: false })).rejects.toThrow()
  })

  it('rejects a website that is not a full address', async () => {
    await expect(cms.payload.create({ collection: 'subsidiaries', data: { name: 'Bad link', url: 'veltrana' } })).rejects.toThrow()
  })
})

describe('seeded subsidiaries', () => {
  it('are 21, numbered 1-21, named in both languages; 9 and 12 have neither category nor website', async () => {
    const [en, ru] = await Promise.all([listSubsidiaries(cms.payload, 'en'), listSubsidiaries(cms.payload, 'ru')])
    expect(en.map((c) => c.number)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1))
    for (const [i, company] of en.entries()) {
      expect(company.name).toMatch(/Veltrana/)
      expect(ru[i]!.name).toMatch(/Велтран/)
      expect(ru[i]!.name).not.toBe(company.name)
      const plain = company.number === 9 || company.number === 12
      expect(company.category === null, `${company.number}`).toBe(plain)
      expect(company.url === null, `${company.number}`).toBe(plain)
      if (!plain) expect(company.url).toMatch(/^https:\/\/[a-z-]+\.veltrana\.example$/)
    }
    const categories = new Set(en.map((c) => c.category).filter(Boolean))
    expect([...categories].sort()).toEqual(['assets', 'banking', 'finance', 'healthcare', 'insurance', 'technology'])
  })
})

describe('seeded pages', () => {
  it('home: 8 banners (3 external videos), 4 numbered cards, the news column, ecosystem, subsidiaries and map', async () => {
    const blocks = await layout('home')
    const banner = only(blocks, 'bannerCarousel')
    expect(banner.hero.title).toBeTruthy()
    expect(banner.slides).toHaveLength(8)
    expect(banner.slides.filter((s: Block) => /^https:\/\//.test(s.url))).toHaveLength(3)
    expect(banner.slides.filter((s: Block) => s.url === '/about_us')).toHaveLength(5)
    const cards = only(blocks, 'imageCards')
    expect(cards.numbered).toBe(true)
    expect(cards.cards).toHaveLength(4)
    expect(only(blocks, 'newsColumn').limit).toBe(3)
    const ecosystem = only(blocks, 'ecosystem')
    expect(ecosystem.lines).toHaveLength(3)
    expect(ecosystem.boxes).toHaveLength(2)
    expect(ecosystem.wide.title).toBeTruthy()
    only(blocks, 'subsidiaries')
    only(blocks, 'location')
  })

  it('home: the page loader hands the news column 3 news and the panel 21 companies', async () => {
    const page = (await findPage(cms.payload, 'home', 'ru'))!
    const data = await loadBlockData(cms.payload, page.layout, 'ru')
    const news = page.layout.find((b) => b.blockType === 'newsColumn')!
    const panel = page.layout.find((b) => b.blockType === 'subsidiaries')!
    expect(data[news.id!]).toHaveLength(3)
    expect(data[panel.id!]).toHaveLength(21)
  })

  it('about us: hero, poster with two images, ecosystem and a 3-image slider', async () => {
    const blocks = await layout('about_us')
    only(blocks, 'hero')
    const poster = only(blocks, 'videoPoster')
    expect(poster.image).toBeTruthy()
    expect(poster.mobileImage).toBeTruthy()
    expect(poster.image).not.toBe(poster.mobileImage)
    expect(poster.url).toBe('/')
    only(blocks, 'ecosystem')
    expect(only(blocks, 'counterSlider').images).toHaveLength(3)
  })

  it('who we are: a 4-slide carousel and the figures 55,080, 20,000 and 3,000', async () => {
    const blocks = await layout('about_us/who_we_are')
    expect(only(blocks, 'imageCarousel').slides).toHaveLength(4)
    expect(only(blocks, 'figures').items.map((i: Block) => i.value)).toEqual([55080, 20000, 3000])
  })

  it('our business: 4 business cards and 4 video tiles that share one link', async () => {
    const blocks = await layout('about_us/our_business')
    expect(only(blocks, 'imageCards').cards).toHaveLength(4)
    const tiles = only(blocks, 'videoTiles').tiles as Block[]
    expect(tiles).toHaveLength(4)
    expect(new Set(tiles.map((t) => t.url)).size).toBe(1)
  })

  it('every page is complete in Russian, and the business lines carry headings, lists and images', async () => {
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
    for (const path of lines) {
      const text = only(await layout(path, 'ru'), 'richText').content.root.children as Block[]
      const types = text.map((n) => (n.type === 'heading' ? n.tag : n.type))
      expect(types, path).toContain('h2')
      expect(types, path).toContain('list')
      expect(types, path).toContain('upload')
    }
  })

  it('gives every image alt text in both languages', async () => {
    const media = await cms.payload.find({ collection: 'media', pagination: false, depth: 0, locale: 'ru', fallbackLocale: false })
    // Only these pages and the news were seeded: 47 pictures (shared ones, like the ecosystem's,
    // once) and one per article.
    expect(media.docs.length).toBe(47 + newsItems.length)
    for (const image of media.docs) {
      expect(image.alt, String(image.filename)).toMatch(/[а-яё]/i)
      const en = await cms.payload.findByID({ collection: 'media', id: image.id, locale: 'en', fallbackLocale: false, depth: 0 })
      expect(en.alt, String(image.filename)).toMatch(/[a-z]/i)
      expect(en.alt).not.toBe(image.alt)
    }
  })
})
