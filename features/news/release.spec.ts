// A results release as investor relations does it: a report uploaded and left a draft, an article
// naming it, and the article published from the admin. Until then a visitor finds neither (the
// library in both languages, search, the sitemap, the API, the file's address); then both are
// there, and each subscriber of results gets one alert. The article's page lists what it
// released, in both languages, at both widths.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminExpect, adminLogin, adminToken, expectNoAxeViolations, expectNoHorizontalOverflow, staffAccount, uniqueEmail } from '../../tests/e2e/helpers'
import { receivedMail } from '../../tests/e2e/mailbox'
import { paragraphs } from '../../tests/fixtures/richText'

// The drawer's time field reads and shows the browser's time; UTC keeps the typed time exact.
test.use({ timezoneId: 'UTC', locale: 'en-US' })

const mailTo = (address: string) => receivedMail().filter((m) => m.envelopeTo.includes(address))

/** A visitor signed up for updates (every topic) and confirmed from the mailed link, as the footer form does it. */
async function confirmedSubscriber(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix)
  expect((await request.post('/api/updateRequest', { data: { email, pics: '1', personalDataConsent: true } })).status()).toBe(202)
  await expect.poll(() => mailTo(email).length, { timeout: 30_000 }).toBe(1)
  const link = new URL(/https?:\/\/[^\s<>"\]]+\/updates\/confirm\?token=[^\s<>"\]]+/.exec(mailTo(email)[0]!.parsed.text ?? '')![0])
  const confirmed = await request.post(`${link.pathname}${link.search}`, { form: { token: link.searchParams.get('token')! }, maxRedirects: 0 })
  expect(confirmed.status()).toBe(303)
  return email
}

/** A draft report: one of the demo reports' PDF uploaded again, and a document naming it. */
async function draftReport(request: APIRequestContext, auth: Record<string, string>, title: string, status: 'draft' | 'published' = 'draft') {
  const library = await (await request.get('/investors/reports?lng=en')).text()
  const pdf = await (await request.get(library.match(/href="(\/api\/document-files\/file\/[^"]+\.pdf)"/)![1]!)).body()
  const file = await request.post('/api/document-files', {
    headers: auth,
    multipart: { _payload: '{}', file: { name: `${title.replace(/\W+/g, '-')}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
  })
  expect(file.status(), await file.text()).toBe(201)
  const { id: fileId, filename } = (await file.json()).doc
  const document = await request.post(`/api/documents?draft=${status === 'draft'}`, {
    headers: auth,
    data: { title, kind: 'interimReport', year: 2026, period: 'h1', date: new Date().toISOString(), fileEn: fileId, _status: status },
  })
  expect(document.status(), await document.text()).toBe(201)
  return { id: (await document.json()).doc.id as number, filename: filename as string }
}

/** An article on results naming the report, in English and Russian; dated long ago, so it sorts
 * after the demo articles other specs expect to lead the news lists. */
async function resultsArticle(request: APIRequestContext, auth: Record<string, string>, stamp: number, documentId: number, status: 'draft' | 'published') {
  const image = (await (await request.get('/api/media?limit=1&depth=0', { headers: auth })).json()).docs[0].id
  const slug = `release-results-${stamp}`
  const headline = `Half-year results ${stamp}`
  const article = await request.post('/api/news?draft=true&locale=en', {
    headers: auth,
    data: {
      date: '2020-01-01T00:00:00.000Z',
      slug,
      topic: 'results',
      image,
      headline,
      summary: 'Our half-year results.',
      body: paragraphs('Revenue grew.'),
      release: { documents: [documentId] },
      _status: 'draft',
    },
  })
  expect(article.status(), await article.text()).toBe(201)
  const id = (await article.json()).doc.id as number
  const russian = { headline: `Итоги полугодия ${stamp}`, summary: 'Наши итоги полугодия.', body: paragraphs('Выручка выросла.') }
  expect((await request.patch(`/api/news/${id}?locale=ru&draft=true`, { headers: auth, data: russian })).ok()).toBeTruthy()
  if (status === 'published') expect((await request.patch(`/api/news/${id}?locale=en`, { headers: auth, data: { _status: 'published' } })).ok()).toBeTruthy()
  return { id, slug, headline }
}

test('a report published from the admin with its article goes live with it, and subscribers are alerted once', async ({ page, request }) => {
  test.setTimeout(180_000)
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const stamp = Date.now()
  const title = `Release results ${stamp}`
  const report = await draftReport(request, auth, title)
  const [subscribers, article] = await Promise.all([
    Promise.all([confirmedSubscriber(request, 'release-a'), confirmedSubscriber(request, 'release-b')]),
    resultsArticle(request, auth, stamp, report.id, 'draft'),
  ])

  // What a visitor, without the editor's cookie, meets.
  const fileUrl = `/api/document-files/file/${encodeURIComponent(report.filename)}`
  const anonymous = { headers: { cookie: '' } }
  const visible = async () => {
    const [en, ru, search, sitemap, api, fileAnswer, articlePage] = await Promise.all([
      request.get('/investors/reports?lng=en', anonymous).then((r) => r.text()),
      request.get('/investors/reports?lng=ru', anonymous).then((r) => r.text()),
      request.get(`/search?q=${stamp}&lng=en`, anonymous).then((r) => r.text()),
      request.get('/sitemap.xml', anonymous).then((r) => r.text()),
      request.get(`/api/documents/${report.id}`, anonymous),
      request.get(fileUrl, anonymous),
      request.get(`/media/news/${article.slug}`, anonymous),
    ])
    return {
      library: en.includes(title) && ru.includes(title),
      // The found words are marked, so each is looked for without the number it was found by.
      search: search.includes('Half-year results') && search.includes('Release results'),
      sitemap: sitemap.includes(article.slug),
      api: api.ok(),
      file: fileAnswer.status(),
      article: articlePage.status(),
    }
  }

  // Before the article: nowhere.
  expect(await visible()).toEqual({ library: false, search: false, sitemap: false, api: false, file: 404, article: 404 })

  // Published from the admin, as an editor, who sees the report among the article's release.
  // (Scheduled for a moment instead, the release goes live by the job at that moment:
  // features/news/release.test.ts; the schedule drawer's job on this server: tests/e2e/schedule.spec.ts.)
  await adminLogin(page, await staffAccount(request, 'editor'))
  await page.goto(`/admin/collections/news/${article.id}`)
  await adminExpect(page.locator('#field-release__documents')).toContainText(title)
  await page.locator('#action-save').click()

  // Then all of it.
  await expect.poll(async () => (await visible()).article, { timeout: 60_000, intervals: [500] }).toBe(200)
  expect(await visible()).toEqual({ library: true, search: true, sitemap: true, api: true, file: 200, article: 200 })

  // One alert each: it reached the receiver, and the server's outbox holds no other of this
  // article to send (other tests publish articles to subscribers of every topic meanwhile).
  const alerts = (address: string) => mailTo(address).filter((m) => m.parsed.subject === article.headline)
  for (const address of subscribers) await expect.poll(() => alerts(address).length, { timeout: 60_000 }).toBe(1)
  for (const address of subscribers) {
    const where = `where[to][equals]=${encodeURIComponent(address)}&where[template][equals]=newsAlert&where[subject][equals]=${encodeURIComponent(article.headline)}`
    const outbox = (await (await request.get(`/api/mail-messages?${where}&depth=0`, { headers: auth })).json()).docs as { status: string }[]
    expect(outbox.map((m) => m.status)).toEqual(['sent'])
    expect(alerts(address)).toHaveLength(1)
  }
})

test('the article lists what it released, in both languages @mobile', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const stamp = Date.now()
  const title = `Released report ${stamp}`
  const report = await draftReport(request, auth, title)
  const article = await resultsArticle(request, auth, stamp, report.id, 'published')
  for (const [language, heading] of [
    ['en', 'Released with this article'],
    ['ru', 'Вместе с этой новостью'],
  ] as const) {
    await page.goto(`/media/news/${article.slug}?lng=${language}`)
    const release = page.locator('.news-article__release')
    await expect(release.getByRole('heading', { level: 2 })).toHaveText(heading)
    await expect(release.locator('.doc-item__title')).toHaveText(title)
    await expect(release.locator(`a[href*="${report.filename}"]`).first()).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)
  }
})
