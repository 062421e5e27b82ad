// News articles as a visitor gets them over HTTP, on a real Payload with a fresh SQLite file:
// the article page in both languages (text, Open Graph, JSON-LD), the translated 404, drafts
// kept out of every list, the RSS feed parsed as XML, the sitemap; and the slug rules.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverURL } from '../../common/env.server'
import { paragraphs, richText } from '../../tests/fixtures/richText'
import { headOf as head } from '../../tests/integration/head'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient } from '../../tests/integration/rest'
import { serveSite, type Site } from '../../tests/integration/site'
import { latestNews } from './news.server'
import { newsItems } from './seed'

let cms: TestCms
let site: Site
let imageId: number
/** Published beyond the seed's eight, so the feed has more than it may list. */
const EXTRA = 14

const news = (n: number, extra: Record<string, unknown> = {}) => ({
  date: `2024-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
  headline: `Archive item ${n}`,
  summary: `Archive summary ${n}.`,
  body: paragraphs(`Archive text ${n}.`),
  image: imageId,
  ...extra,
})

beforeAll(async () => {
  // The demo content, as `npm start` seeds it.
  cms = await bootTestPayload({ seed: true })
  const first = await cms.payload.find({ collection: 'news', where: { slug: { equals: newsItems[0]!.slug } }, depth: 0 })
  imageId = first.docs[0]!.image as number
  for (let n = 1; n <= EXTRA; n++) await cms.payload.create({ collection: 'news', data: news(n, { slug: `archive-${n}`, _status: 'published' }) as never })
  site = await serveSite(cms.payload)
}, 300_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

const ORIGIN = () => serverURL()

describe('an article’s page', () => {
  const article = newsItems.find((item) => item.slug === 'annual-results-2025')!

  it('shows the English article: breadcrumbs, label, date, headline, summary, picture and text', async () => {
    const reply = await site.get('/media/news/annual-results-2025?lng=en')
    expect(reply.status).toBe(200)
    const html = reply.text
    expect(html).toContain('<html lang="en"')
    expect(html).toMatch(/<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol><li><a href="\/">Home<\/a><\/li><li><a href="\/media">Media<\/a><\/li>/)
    expect(html).toContain(`<h1 class="news-article__title">${article.headline.en}</h1>`)
    expect(html).toContain('<time dateTime="2026-03-24">24 March 2026</time>')
    expect(html).toContain('<span class="news-label">Results</span>')
    expect(html).toContain(`<p class="news-article__lead">${article.summary.en}</p>`)
    expect(html).toMatch(
      /<figure class="container news-article__figure"><img src="\/api\/media\/file\/[^"]+" [^>]*alt="Abstract illustration for the annual results 2025"/,
    )
    expect(html).toContain('The Annual General Meeting will be held on 26 June.')
    expect(html).toContain('<a class="button" href="/media">All news</a>')
  })

  it('tells link previews and search engines what it is (Open Graph, hreflang, NewsArticle)', async () => {
    const { meta, jsonLd, links } = head((await site.get('/media/news/annual-results-2025?lng=en')).text)
    const url = `${ORIGIN()}/media/news/annual-results-2025?lng=en`
    expect(meta('og:type')).toEqual(['article'])
    expect(meta('og:title')).toEqual([article.headline.en])
    expect(meta('og:description')).toEqual([article.summary.en])
    expect(meta('og:url')).toEqual([url])
    expect(meta('og:locale')).toEqual(['en_US'])
    expect(meta('og:locale:alternate')).toEqual(['ru_RU'])
    expect(meta('og:image')[0]).toMatch(new RegExp(`^${ORIGIN()}/api/media/file/news-annual-results-2025[^"]*-1200x630\\.webp$`))
    expect([meta('og:image:width'), meta('og:image:height'), meta('twitter:card')]).toEqual([['1200'], ['630'], ['summary_large_image']])
    expect(meta('og:image:alt')).toEqual(['Abstract illustration for the annual results 2025'])
    expect(meta('article:published_time')[0]).toMatch(/^2026-03-24T/)
    expect(links.filter((l) => l.rel === 'canonical').map((l) => l.href)).toEqual([url])
    expect(links.filter((l) => l.rel === 'alternate' && l.hrefLang).map((l) => [l.hrefLang, l.href])).toEqual([
      ['en', url],
      ['ru', `${ORIGIN()}/media/news/annual-results-2025?lng=ru`],
      ['x-default', `${ORIGIN()}/media/news/annual-results-2025`],
    ])
    expect(jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'NewsArticle'])
    expect(jsonLd[0].itemListElement.map((step: { name: string }) => step.name)).toEqual(['Home', 'Media', article.headline.en])
    const ld = jsonLd[1]
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.headline.en,
      description: article.summary.en,
      inLanguage: 'en',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', name: 'Veltrana Group' },
    })
    expect(ld.datePublished).toMatch(/^2026-03-24T/)
    expect(Date.parse(ld.dateModified)).toBeGreaterThanOrEqual(Date.parse(ld.datePublished))
    expect(ld.image).toEqual([meta('og:image')[0]])
    expect(ld.publisher.logo.url).toMatch(new RegExp(`^${ORIGIN()}/api/media/file/veltrana-logo`))
  })

  it('shows the Russian article, with Russian tags, to ?lng=ru', async () => {
    const reply = await site.get('/media/news/annual-results-2025?lng=ru')
    expect(reply.status).toBe(200)
    const html = reply.text
    expect(html).toContain('<html lang="ru"')
    expect(html).toMatch(/aria-label="Навигационная цепочка"><ol><li><a href="\/">Главная<\/a><\/li><li><a href="\/media">Медиа<\/a><\/li>/)
    expect(html).toContain(`<h1 class="news-article__title">${article.headline.ru}</h1>`)
    expect(html).toContain('24 марта 2026 г.')
    expect(html).toContain('Годовое общее собрание акционеров пройдёт 26 июня.')
    expect(html).toContain('<a class="button" href="/media">Все новости</a>')
    const { meta, jsonLd } = head(html)
    expect(meta('og:locale')).toEqual(['ru_RU'])
    expect(meta('og:title')).toEqual([article.headline.ru])
    expect(meta('og:description')).toEqual([article.summary.ru])
    expect(meta('og:image:alt')).toEqual(['Абстрактная иллюстрация к годовым результатам 2025 года'])
    expect(jsonLd[1]).toMatchObject({ '@type': 'NewsArticle', headline: article.headline.ru, inLanguage: 'ru', publisher: { name: 'Группа Велтрана' } })
  })

  it('answers an unknown or malformed slug with the site’s 404, in the visitor’s language', async () => {
    for (const path of ['/media/news/no-such-article', '/media/news/Annual-Results-2025', '/media/news/%3Cscript%3E']) {
      const en = await site.get(path)
      expect(en.status, path).toBe(404)
      expect(en.text).toContain('<h1>Page not found</h1>')
    }
    const ru = await site.get('/media/news/no-such-article?lng=ru')
    expect(ru.status).toBe(404)
    expect(ru.text).toContain('<h1>Страница не найдена</h1>')
  })

  // A javascript: link cannot be saved; one written into the database is rendered as text
  // (tests/integration/contentIsolation.test.ts).
  it('renders what an editor typed as text: a script in the headline stays text', async () => {
    const headline = 'Results </script><script>alert(1)</script> & more'
    const body = richText({ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Click', version: 1 }] })
    await cms.payload.create({ collection: 'news', data: news(20, { slug: 'hostile-text', headline, body, _status: 'published' }) as never })
    const html = (await site.get('/media/news/hostile-text')).text
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('<p>Click</p>')
    expect(head(html).jsonLd[1].headline).toBe(headline)
    expect(head(html).jsonLd[0].itemListElement[2].name).toBe(headline)
    await cms.payload.delete({ collection: 'news', where: { slug: { equals: 'hostile-text' } } })
  })
})

describe('drafts', () => {
  it('are not shown, listed, in the feed or in the sitemap; a published article’s unpublished edit is not shown either', async () => {
    await cms.payload.create({
      collection: 'news',
      data: news(28, { slug: 'draft-only', headline: 'Draft headline', date: '2030-01-01T00:00:00.000Z' }) as never,
      draft: true,
    })
    const published = (await cms.payload.find({ collection: 'news', where: { slug: { equals: 'first-green-bond' } }, depth: 0 })).docs[0]!
    await cms.payload.update({ collection: 'news', id: published.id, data: { headline: 'Unpublished edit' }, draft: true, locale: 'en' })

    expect((await site.get('/media/news/draft-only')).status).toBe(404)
    const article = await site.get('/media/news/first-green-bond?lng=en')
    expect(article.text).toContain('Group issues its first green bond')
    expect(article.text).not.toContain('Unpublished edit')

    const latest = await latestNews(cms.payload, 'en', 50)
    expect(latest.map((item) => item.slug)).not.toContain('draft-only')
    expect(latest.map((item) => item.headline)).not.toContain('Unpublished edit')
    expect((await site.get('/media/news/rss.xml')).text).not.toMatch(/draft-only|Draft headline|Unpublished edit/)
    expect((await site.get('/sitemap.xml')).text).not.toContain('draft-only')
    const media = (await site.get('/media?lng=en')).text
    expect(media).not.toMatch(/draft-only|Draft headline|Unpublished edit/)
  })
})

describe('the news list on the media page', () => {
  it('links each headline to its article and to the feed, and announces the feed in the head, in the page’s language', async () => {
    const en = (await site.get('/media?lng=en')).text
    expect(en).toContain(`<a href="/media/news/${newsItems[0]!.slug}" class="news-list__headline">${newsItems[0]!.headline.en}</a>`)
    expect(en).toMatch(/<a class="feed-link" href="\/media\/news\/rss.xml" type="application\/rss\+xml">/)
    expect(head(en).links.filter((l) => l.type === 'application/rss+xml')).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Veltrana Group: news', href: `${ORIGIN()}/media/news/rss.xml` },
    ])
    const ru = (await site.get('/media?lng=ru')).text
    expect(ru).toMatch(/<a class="feed-link" href="\/media\/news\/rss.xml\?lng=ru" type="application\/rss\+xml">/)
    expect(head(ru).links.filter((l) => l.type === 'application/rss+xml')).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Группа Велтрана: новости', href: `${ORIGIN()}/media/news/rss.xml?lng=ru` },
    ])
  })
})

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'url', 'xhtml:link'].includes(name) })

describe('the RSS feed', () => {
  it('is valid RSS 2.0 of the latest 20 published articles, newest first, with absolute links and its own address', async () => {
    const reply = await site.get('/media/news/rss.xml')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(XMLValidator.validate(reply.text)).toBe(true)
    const { rss } = parser.parse(reply.text)
    expect(rss['@_version']).toBe('2.0')
    const channel = rss.channel
    expect(channel.title).toBe('Veltrana Group: news')
    expect(channel.language).toBe('en')
    expect(channel.link).toBe(`${ORIGIN()}/media?lng=en`)
    expect(channel['atom:link']).toMatchObject({ '@_href': `${ORIGIN()}/media/news/rss.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' })
    expect(channel.item).toHaveLength(20)
    const first = channel.item[0]
    expect(first.title).toBe(newsItems[0]!.headline.en)
    expect(first.description).toBe(newsItems[0]!.summary.en)
    expect(first.link).toBe(`${ORIGIN()}/media/news/${newsItems[0]!.slug}?lng=en`)
    expect(first.guid['#text']).toBe(first.link)
    expect(first.pubDate).toBe('Wed, 28 Oct 2026 00:00:00 GMT')
    expect(first.category).toBe('Results')
    const dates = channel.item.map((item: { pubDate: string }) => Date.parse(item.pubDate))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const item of channel.item) expect(item.link).toMatch(new RegExp(`^${ORIGIN()}/media/news/[a-z0-9-]+\\?lng=en$`))
  })

  it('is Russian at ?lng=ru', async () => {
    const reply = await site.get('/media/news/rss.xml?lng=ru')
    expect(XMLValidator.validate(reply.text)).toBe(true)
    const { channel } = parser.parse(reply.text).rss
    expect(channel.title).toBe('Группа Велтрана: новости')
    expect(channel.description).toBe('Результаты, объявления и истории со всей группы.')
    expect(channel.language).toBe('ru')
    expect(channel['atom:link']['@_href']).toBe(`${ORIGIN()}/media/news/rss.xml?lng=ru`)
    expect(channel.item[0].title).toBe(newsItems[0]!.headline.ru)
    expect(channel.item[0].link).toBe(`${ORIGIN()}/media/news/${newsItems[0]!.slug}?lng=ru`)
    expect(channel.item[0].category).toBe('Результаты')
  })

  it('is English without ?lng whatever the visitor’s cookie says, and is kept by the HTML cache like a page', async () => {
    const ruCookie = { cookie: 'i18next=ru' }
    const first = await site.get('/media/news/rss.xml', ruCookie)
    expect(parser.parse(first.text).rss.channel.language).toBe('en')
    const again = await site.get('/media/news/rss.xml', ruCookie)
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(again.text).toBe(first.text)
  })
})

describe('the sitemap', () => {
  it('lists every published article in both languages, each naming the other', async () => {
    const xml = (await site.get('/sitemap.xml')).text
    expect(XMLValidator.validate(xml)).toBe(true)
    const urls = parser.parse(xml).urlset.url as { loc: string; lastmod: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[]
    for (const item of newsItems) {
      for (const language of ['en', 'ru']) {
        const entry = urls.find((url) => url.loc === `${ORIGIN()}/media/news/${item.slug}?lng=${language}`)
        expect(entry, `${item.slug} ${language}`).toBeDefined()
        expect(entry!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(entry!['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
          ['en', `${ORIGIN()}/media/news/${item.slug}?lng=en`],
          ['ru', `${ORIGIN()}/media/news/${item.slug}?lng=ru`],
        ])
      }
    }
    expect(urls.filter((url) => url.loc.includes('/media/news/archive-'))).toHaveLength(EXTRA * 2)
  })
})

describe('slugs', () => {
  it('are made from the English headline when left empty, unique among the articles', async () => {
    const a = await cms.payload.create({ collection: 'news', data: news(21, { headline: 'Veltrana Café: “Über” results!', _status: 'published' }) as never })
    const b = await cms.payload.create({ collection: 'news', data: news(22, { headline: 'Veltrana Café: Über results', _status: 'published' }) as never })
    expect(a.slug).toBe('veltrana-cafe-uber-results')
    expect(b.slug).toBe('veltrana-cafe-uber-results-2')
    // Saving the Russian text keeps the address.
    const russian = { headline: 'Кафе Велтрана', summary: 'Кратко.', body: paragraphs('Текст.') }
    const ru = await cms.payload.update({ collection: 'news', id: a.id, locale: 'ru', data: russian })
    expect(ru.slug).toBe('veltrana-cafe-uber-results')
    // Emptied in Russian, it is made again from the English headline.
    const again = await cms.payload.update({ collection: 'news', id: a.id, locale: 'ru', data: { ...russian, slug: '' } })
    expect(again.slug).toBe('veltrana-cafe-uber-results')
  })

  it('typed by an editor must be lowercase Latin words and hyphens, with a message in the editor’s language', async () => {
    const editor = (await staffUser(cms.payload, 'editor')) as unknown as { email: string }
    const rest = await restClient()
    const login = await rest('POST', '/api/users/login', { body: { email: editor.email, password: 'staff-password-1' } })
    const auth = { authorization: `JWT ${login.json.token}` }
    const body = { ...news(23, { slug: 'Годовые_Итоги', _status: 'published' }) }
    const en = await rest('POST', '/api/news', { headers: auth, body })
    expect(en.status).toBe(400)
    expect(en.text).toContain('Use lowercase Latin letters and digits joined by single hyphens')
    const ru = await rest('POST', '/api/news', { headers: { ...auth, 'accept-language': 'ru' }, body })
    expect(ru.status).toBe(400)
    expect(ru.text).toContain('Используйте строчные латинские буквы и цифры')
    expect((await cms.payload.count({ collection: 'news', where: { slug: { equals: 'Годовые_Итоги' } } })).totalDocs).toBe(0)
    const taken = await rest('POST', '/api/news', { headers: auth, body: { ...body, slug: 'annual-results-2025' } })
    expect(taken.status).toBe(400)
  })
})
