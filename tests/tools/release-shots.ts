// Screenshots of a results release, for a person to look at: the article's page with the report
// it released, and the admin's news edit page at its "Released with this article" fields, at each
// width and language (tests/tools/views.ts).
// `npx tsx tests/tools/release-shots.ts http://localhost:3300 out/`. Makes the report and the
// article through the API as the e2e admin.
import { TEST_ADMIN } from '../../scripts/lib/server.mjs'
import { paragraphs } from '../fixtures/richText'
import { launchChromium, signInAsAdmin } from './admin'
import { pageAt, VIEWS } from './views'

const [origin = 'http://localhost:3300', out = '.'] = process.argv.slice(2)
const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
const { token } = (await login.json()) as { token: string }
const api = async (path: string, init: { method: string; body: unknown }) => {
  const body = init.body instanceof FormData ? init.body : JSON.stringify(init.body)
  const headers: Record<string, string> = { authorization: `JWT ${token}`, ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }) }
  const answer = await fetch(`${origin}${path}`, { method: init.method, headers, body })
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { doc: { id: number } }).doc
}

// A report with a long title, as real ones are, released by an article in both languages.
const library = await (await fetch(`${origin}/investors/reports?lng=en`)).text()
const pdf = await (await fetch(`${origin}${/href="(\/api\/document-files\/file\/[^"]+\.pdf)"/.exec(library)![1]}`)).arrayBuffer()
const form = new FormData()
form.append('_payload', '{}')
form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'interim-report-h1-2026.pdf')
const file = await api('/api/document-files', { method: 'POST', body: form })
const date = new Date().toISOString()
const report = await api('/api/documents?locale=en', {
  method: 'POST',
  body: {
    title: 'Interim condensed consolidated financial statements for the six months ended 30 June 2026',
    kind: 'interimReport',
    year: 2026,
    period: 'h1',
    date,
    fileEn: file.id,
    _status: 'published',
  },
})
await api(`/api/documents/${report.id}?locale=ru`, {
  method: 'PATCH',
  body: { title: 'Промежуточная сокращённая консолидированная финансовая отчётность за шесть месяцев, закончившихся 30 июня 2026 года' },
})
const image = (
  (await (await fetch(`${origin}/api/media?limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })).json()) as { docs: { id: number }[] }
).docs[0]!.id
const slug = `shot-release-${Date.now().toString(36)}`
const article = await api('/api/news?locale=en&draft=true', {
  method: 'POST',
  body: {
    date,
    slug,
    topic: 'results',
    image,
    headline: 'Half-year results 2026',
    summary: 'Revenue grew by a tenth.',
    body: paragraphs('Revenue grew.'),
    release: { documents: [report.id] },
    _status: 'draft',
  },
})
await api(`/api/news/${article.id}?locale=ru&draft=true`, {
  method: 'PATCH',
  body: { headline: 'Итоги первого полугодия 2026 года', summary: 'Выручка выросла на десятую часть.', body: paragraphs('Выручка выросла.') },
})
await api(`/api/news/${article.id}?locale=en`, { method: 'PATCH', body: { _status: 'published' } })

const browser = await launchChromium()
for (const [width, language] of VIEWS) {
  const context = await browser.newContext({ locale: language === 'ru' ? 'ru-RU' : 'en-GB' })
  const page = await pageAt(context, width)
  await page.goto(`${origin}/media/news/${slug}?lng=${language}`, { waitUntil: 'networkidle' })
  await page.locator('.news-article__release').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${out}/release-article-${language}-${width}.png`, fullPage: true })
  await signInAsAdmin(page, origin)
  await page.goto(`${origin}/admin/collections/news/${article.id}`)
  await page.waitForLoadState('networkidle')
  await page.locator('#field-release__documents').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${out}/release-admin-${language}-${width}.png` })
  await context.close()
}
await browser.close()
