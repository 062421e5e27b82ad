// The site search on a real Payload (temporary SQLite) with the demo content: what it finds in
// each language, where results lead, that a published edit is found at once and a draft never,
// and what the results page's loader makes of bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loader } from '../../app/routes/search'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import type { SearchSection } from './documents.server'
import { searchSite } from './siteSearch.server'

let cms: TestCms

beforeAll(async () => {
  // The whole demo content, as `npm start` seeds it.
  cms = await bootTestPayload({ seed: true })
}, 300_000) // migrating and writing every page on a busy machine
afterAll(async () => cms?.close())

const sectionName = (section: SearchSection) => ('label' in section ? section.label : section.key)
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('')
const marks = (segments: { text: string; marked: boolean }[]) => segments.filter((s) => s.marked).map((s) => s.text)

describe('searching the demo content', () => {
  it('finds English word forms, the page titled with the word first, in every part of the site', async () => {
    const results = await searchSite(cms.payload, 'en', 'insured')
    const [first] = results.hits
    expect(text(first!.title)).toBe('Insurance')
    expect(first!.meta).toEqual({ url: '/about_us/our_business/insurance', section: { label: 'About us' } })
    expect(marks(first!.title)).toEqual(['Insurance'])
    expect(marks(first!.snippet).map((m) => m.toLowerCase())).toContain('insurance')
    expect(new Set(results.hits.map((hit) => sectionName(hit.meta.section)))).toEqual(
      new Set([
        'About us',
        'Sustainability',
        'Media',
        'Investors',
        'Search_section_pages',
        'Search_section_news',
        'Search_section_people',
        'Search_section_faq',
        'Search_section_subsidiaries',
      ]),
    )
    expect(results.total).toBeGreaterThanOrEqual(results.hits.length)
    // A news item leads to its article, whose text is searched too.
    const news = results.hits.filter((hit) => sectionName(hit.meta.section) === 'Search_section_news')
    expect(news.length).toBeGreaterThan(0)
    for (const hit of news) expect(hit.meta.url).toMatch(/^\/media\/news\/[a-z0-9-]+$/)
    expect(news.some((hit) => hit.snippet.length > 0)).toBe(true)
  })

  it('finds Russian word forms in Russian text', async () => {
    const results = await searchSite(cms.payload, 'ru', 'страхованию')
    const [first] = results.hits
    expect(text(first!.title)).toBe('Страхование')
    expect(first!.meta).toEqual({ url: '/about_us/our_business/insurance', section: { label: 'О нас' } })
    const marked = results.hits.flatMap((hit) => [...marks(hit.title), ...marks(hit.snippet)].map((m) => m.toLowerCase()))
    expect(marked).toEqual(expect.arrayContaining(['страхование', 'страхования', 'страхованием']))
    // Only Russian text: the English pages are another language's index.
    for (const hit of results.hits) expect(text(hit.title)).toMatch(/[а-яё]|ESG/i)
  })

  it('leads a person, a question and a company to the page that shows them', async () => {
    const person = (await searchSite(cms.payload, 'en', 'Marina Sokolova')).hits[0]!
    expect(person.meta).toEqual({ url: '/about_us/our_leadership', section: { key: 'Search_section_people' } })
    const question = (await searchSite(cms.payload, 'en', 'finance coal')).hits.find((hit) => text(hit.title) === 'Do you still finance coal?')
    expect(question?.meta).toEqual({ url: '/sustainability/faq#faq-environment', section: { key: 'Search_section_faq' } })
    const company = (await searchSite(cms.payload, 'ru', 'медицинское страхование')).hits[0]!
    expect(text(company.title)).toBe('Велтрана Медицинское страхование')
    expect(company.meta).toEqual({ url: '/', section: { key: 'Search_section_subsidiaries' } })
  })

  it('finds a report by its title, leading to the library at its year and kind', async () => {
    const statutes = (await searchSite(cms.payload, 'en', 'articles of association')).hits[0]!
    expect(text(statutes.title)).toBe('Articles of association')
    expect(statutes.meta).toEqual({ url: '/investors/reports?year=2025&kind=governance', section: { key: 'Search_section_documents' } })
    const annual = (await searchSite(cms.payload, 'ru', 'годовой отчёт')).hits.find((hit) => text(hit.title) === 'Годовой отчёт за 2025 год')
    expect(annual?.meta).toEqual({ url: '/investors/reports?year=2025&kind=annualReport', section: { key: 'Search_section_documents' } })
  })

  it('finds an event by its title and its place, leading to it in the full calendar', async () => {
    const idOf = async (title: string) =>
      (await cms.payload.find({ collection: 'events', where: { title: { equals: title } }, locale: 'en', limit: 1, depth: 0 })).docs[0]!.id
    const meeting = (await searchSite(cms.payload, 'en', 'general meeting')).hits.find((hit) => text(hit.title) === 'Annual general meeting 2027')
    expect(meeting?.meta).toEqual({
      url: `/investors/calendar#event-${await idOf('Annual general meeting 2027')}`,
      section: { key: 'Search_section_events' },
    })
    const conference = (await searchSite(cms.payload, 'ru', 'Гилдхолл')).hits[0]!
    expect(text(conference.title)).toBe('Конференция для инвесторов: здравоохранение и забота о старшем поколении')
    expect(conference.meta.url).toBe(`/investors/calendar#event-${await idOf('Investor conference on health and senior care')}`)
  })

  it('finds nothing for punctuation or an unknown word', async () => {
    expect(await searchSite(cms.payload, 'en', '?!… —')).toEqual({ total: 0, hits: [] })
    expect(await searchSite(cms.payload, 'ru', 'ксилофонщик')).toEqual({ total: 0, hits: [] })
  })
})

describe('the index follows content', () => {
  const pageAt = async (path: string) => (await cms.payload.find({ collection: 'pages', where: { path: { equals: path } }, limit: 1, depth: 0 })).docs[0]!

  it('finds a published edit on the first search after it, within a second', async () => {
    await searchSite(cms.payload, 'en', 'press') // the index is built and in use
    const page = await pageAt('media/press_contacts')
    await cms.payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Press contacts and quasarfish', _status: 'published' } })
    // From the moment the edit is saved: the search reads the content again and indexes it.
    const started = performance.now()
    const results = await searchSite(cms.payload, 'en', 'quasarfish')
    const elapsed = performance.now() - started
    expect(results.hits.map((hit) => hit.meta.url)).toEqual(['/media/press_contacts'])
    expect(elapsed).toBeLessThan(1000)
    // The Russian index follows too, with its own text.
    expect((await searchSite(cms.payload, 'ru', 'quasarfish')).total).toBe(0)
  })

  it('never finds a draft: neither a new page nor an unpublished change', async () => {
    await cms.payload.create({ collection: 'pages', data: { title: 'Nebulawhale plans', path: 'nebulawhale', _status: 'draft' }, draft: true })
    const page = await pageAt('media/media_gallery')
    await cms.payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Gallery of the orbweaver', _status: 'draft' }, draft: true })
    const article = (await cms.payload.find({ collection: 'news', limit: 1, depth: 0 })).docs[0]!
    await cms.payload.update({ collection: 'news', id: article.id, locale: 'en', data: { headline: 'Unpublished zephyrnews' }, draft: true })
    expect((await searchSite(cms.payload, 'en', 'zephyrnews')).total).toBe(0)
    expect((await searchSite(cms.payload, 'en', 'nebulawhale')).total).toBe(0)
    expect((await searchSite(cms.payload, 'en', 'orbweaver')).total).toBe(0)
    expect((await searchSite(cms.payload, 'en', 'media gallery')).hits.map((hit) => hit.meta.url)).toContain('/media/media_gallery')
  })
})

describe('the results page loader', () => {
  const load = async (query: string, language = 'en') => {
    const request = new Request(`http://localhost/search?${query}`, { headers: { cookie: `i18next=${language}` } })
    const response = (await loader({ request, context: { payload: cms.payload }, params: {} } as never)) as unknown as {
      data: { query: string; results: { total: number } | null }
    }
    return response.data
  }

  it('searches the cleaned query in the page language', async () => {
    expect(await load('q=%20%20Banking%0A%00', 'en')).toMatchObject({ query: 'Banking', results: { total: expect.any(Number) } })
    expect((await load('q=%D0%B1%D0%B0%D0%BD%D0%BA', 'ru'))?.results?.total).toBeGreaterThan(0)
  })

  it('answers an empty, invisible or punctuation-only query and a very long one without failing', async () => {
    expect(await load('')).toEqual({ query: '', results: null })
    expect(await load('q=%E2%80%8B%07%20')).toEqual({ query: '', results: null })
    expect(await load('q=%3F%21%2C')).toEqual({ query: '?!,', results: { total: 0, hits: [] } })
    const long = await load(`q=${'insurance%20'.repeat(5000)}`)
    expect(Array.from(long.query).length).toBeLessThanOrEqual(100)
    expect(long.results?.total).toBeGreaterThan(0)
  })
})
