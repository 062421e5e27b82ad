// The Media and Sustainability families on a real Payload with a fresh SQLite file: who may
// change the FAQ, and what the seed puts in the CMS (how many banners, cards, tabs and rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faqByCategory } from '../../blocks/FaqList/data.server'
import { paragraphs } from '../fixtures/richText'
import { bootTestPayload, staffUser, type TestCms } from './payload'

let cms: TestCms

// Seeding draws and uploads every demo image, which takes a while.
beforeAll(async () => {
  cms = await bootTestPayload({ seed: true })
}, 600_000)
afterAll(async () => cms?.close())

type Block = { blockType: string; [field: string]: any }

async function layout(path: string, locale: 'en' | 'ru' = 'en'): Promise<Block[]> {
  const found = await cms.payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, fallbackLocale: false, depth: 0, limit: 1 })
  return (found.docs[0]?.layout ?? []) as Block[]
}

const blocksOf = (blocks: Block[], type: string) => blocks.filter((b) => b.blockType === type)

describe('faq access rules', () => {
  it('lets anyone read the FAQ', async () => {
    const anonymous = await cms.payload.find({ collection: 'faq', overrideAccess: false, limit: 1 })
    expect(anonymous.totalDocs).toBeGreaterThan(0)
  })

  it('lets editors create, change and delete questions', async () => {
    const editor = await staffUser(cms.payload, 'editor')
    const doc = await cms.payload.create({
      collection: 'faq',
      data: { category: 'social', question: 'Test question?', answer: paragraphs('Yes.') },
      overrideAccess: false,
      user: editor,
    })
    const updated = await cms.payload.update({ collection: 'faq', id: doc.id, data: { question: 'Changed?' }, overrideAccess: false, user: editor })
    expect(updated.question).toBe('Changed?')
    await cms.payload.delete({ collection: 'faq', id: doc.id, overrideAccess: false, user: editor })
  })

  it('keeps the back office and the public from changing it', async () => {
    const backoffice = await staffUser(cms.payload, 'backoffice')
    const [first] = (await cms.payload.find({ collection: 'faq', limit: 1 })).docs
    await expect(cms.payload.update({ collection: 'faq', id: first!.id, data: { question: 'x' }, overrideAccess: false, user: backoffice })).rejects.toThrow()
    await expect(cms.payload.delete({ collection: 'faq', id: first!.id, overrideAccess: false, user: backoffice })).rejects.toThrow()
    await expect(
      cms.payload.create({ collection: 'faq', data: { category: 'esg', question: 'x', answer: paragraphs('x') }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      cms.payload.create({
        collection: 'faq',
        data: { category: 'esg', question: 'x', answer: paragraphs('x') },
        overrideAccess: false,
        user: backoffice,
      }),
    ).rejects.toThrow()
  })
})

describe('seeded FAQ', () => {
  it('has several questions in every category, each in both languages', async () => {
    for (const category of ['esg', 'governance', 'environment', 'social']) {
      for (const locale of ['en', 'ru'] as const) {
        const found = await cms.payload.find({ collection: 'faq', where: { category: { equals: category } }, locale, fallbackLocale: false, pagination: false })
        expect(found.totalDocs, `${category} (${locale})`).toBeGreaterThanOrEqual(3)
        for (const doc of found.docs) {
          expect(doc.question, `${category} (${locale})`).toBeTruthy()
          expect(doc.answer, `${category} (${locale})`).toBeTruthy()
        }
      }
    }
  })

  it('reads as groups in the schema’s order with localized names, questions in their order', async () => {
    const groups = await faqByCategory(cms.payload, 'ru')
    expect(groups.map((g) => g.name)).toEqual(['ESG', 'Корпоративное управление', 'Экология', 'Общество'])
    expect(groups[0]!.items[0]!.question).toBe('Что означает ESG для Группы Велтрана?')
    const only = await faqByCategory(cms.payload, 'en', ['social', 'unknown'])
    expect(only.map((g) => g.category)).toEqual(['social'])
  })
})

describe('seeded media pages', () => {
  it('media: a news list over the news collection, 5 banners, a promo card, 3 gallery cards, a photo slider, IR events', async () => {
    const blocks = await layout('media')
    expect(blocksOf(blocks, 'newsList')).toHaveLength(1)
    expect((await cms.payload.count({ collection: 'news' })).totalDocs).toBeGreaterThanOrEqual(blocksOf(blocks, 'newsList')[0]!.limit)
    const banners = blocksOf(blocks, 'bannerSlider')[0]!.banners
    expect(banners).toHaveLength(5)
    for (const banner of banners) expect(banner.url).toMatch(/^\/investors\/reports\?year=20\d\d/)
    expect(blocksOf(blocks, 'promoCard')).toHaveLength(1)
    const cards = blocksOf(blocks, 'galleryCards')[0]!.cards
    expect(cards.map((c: Block) => c.url)).toEqual(['/media/media_gallery', '/media/media_gallery', '/media/media_gallery'])
    expect(blocksOf(blocks, 'photoSlider')[0]!.photos.length).toBeGreaterThan(1)
    // The events come from the financial calendar, not typed into the page.
    expect(blocksOf(blocks, 'eventCalendar')[0]!.show).toBe('next')
  })

  it('media gallery: logos (3) and offices (6) with their breakpoints and gaps as block settings', async () => {
    const [logos, offices] = blocksOf(await layout('media/media_gallery'), 'galleryCarousel')
    const settings = (b: Block) => ({
      slides: b.layout.slides,
      gap: b.layout.gap,
      breakpoints: b.layout.breakpoints.map(({ minWidth, slides }: Block) => ({ minWidth, slides })),
    })
    expect(logos!.items).toHaveLength(3)
    expect(settings(logos!)).toEqual({
      slides: 1,
      gap: 20,
      breakpoints: [
        { minWidth: 992, slides: 2 },
        { minWidth: 1200, slides: 3 },
      ],
    })
    expect(offices!.items).toHaveLength(6)
    expect(settings(offices!)).toEqual({
      slides: 1,
      gap: 10,
      breakpoints: [
        { minWidth: 576, slides: 1 },
        { minWidth: 640, slides: 2 },
        { minWidth: 992, slides: 3 },
        { minWidth: 1200, slides: 4 },
      ],
    })
  })

  it('press contacts: four networks that site settings has addresses for, and a media e-mail', async () => {
    const blocks = await layout('media/press_contacts')
    const networks: string[] = blocksOf(blocks, 'socialLinks')[0]!.networks
    expect(networks).toEqual(['x', 'facebook', 'linkedin', 'youtube'])
    const settings = await cms.payload.findGlobal({ slug: 'site-settings' })
    const known = (settings.social ?? []).map((s: { network: string }) => s.network)
    for (const network of networks) expect(known).toContain(network)
    expect(blocksOf(blocks, 'mediaContact')[0]!.email).toMatch(/@/)
  })
})

describe('seeded sustainability pages', () => {
  it('sustainability: a 2030 hero, four cards, three sections and four tagged articles', async () => {
    const blocks = await layout('sustainability')
    expect(blocksOf(blocks, 'sustainabilityHero')[0]!.figure).toBe('2030')
    expect(blocksOf(blocks, 'featureCards')[0]!.cards).toHaveLength(4)
    expect(blocksOf(blocks, 'textImage')).toHaveLength(3)
    const tags = blocksOf(blocks, 'articleGrid')[0]!.articles.map((a: Block) => a.tag)
    expect(tags).toHaveLength(4)
    expect(new Set(tags)).toEqual(new Set(['environment', 'others', 'talent']))
  })

  it('the text-and-image pages', async () => {
    for (const path of ['sustainability/our_commitment', 'sustainability/sustainability_governance', 'sustainability/rating_and_participation']) {
      expect(blocksOf(await layout(path), 'textImage').length, path).toBeGreaterThanOrEqual(2)
    }
  })

  it('side tabs: environment 5, social 3, corporate governance 4 under "Board Management"', async () => {
    const tabsOf = async (path: string, locale: 'en' | 'ru' = 'en') => blocksOf(await layout(path, locale), 'sideTabs')[0]!
    expect((await tabsOf('sustainability/environment')).tabs).toHaveLength(5)
    expect((await tabsOf('sustainability/social')).tabs).toHaveLength(3)
    const governance = await tabsOf('sustainability/corparate_governance')
    expect(governance.tabs).toHaveLength(4)
    expect(governance.heading).toBe('Board Management')
    expect((await tabsOf('sustainability/corparate_governance', 'ru')).heading).toBeTruthy()
  })

  it('the comparison table inside the responsible-investment tab: 7 rows × 3 columns, 4 dimmed cells', async () => {
    const tabs = blocksOf(await layout('sustainability/environment'), 'sideTabs')[0]!.tabs
    const investment = tabs.find((t: Block) => t.label === 'Responsible investment')
    const table = blocksOf(investment.content, 'comparisonTable')[0]!
    expect(table.columns.map((c: Block) => c.label)).toEqual(['Equities', 'Fixed income', 'Other equity assets'])
    expect(table.rows).toHaveLength(7)
    const dimmed = table.rows.flatMap((row: Block) =>
      row.cells.flatMap((cell: Block, i: number) => (cell.level === 'partial' ? [`${row.label} / ${table.columns[i].label}`] : [])),
    )
    expect(dimmed).toEqual(['Active ownership / Equities', 'Active ownership / Fixed income', 'Impact investing / Equities', 'Impact investing / Fixed income'])
  })
})
