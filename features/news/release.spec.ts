// A results release as investor relations does it: a report uploaded and left a draft, an article
// naming it, and the article scheduled from the admin's publish menu for the coming minute. Until
// then a visitor finds neither (the library in both languages, search, the sitemap, the API, the
// file's address); then both are there, and each subscriber of results gets one alert.
import { expect, test } from '@playwright/test'
import { adminExpect, adminLogin, adminToken, expectNoAxeViolations, expectNoHorizontalOverflow, staffAccount, uniqueEmail } from '../../tests/e2e/helpers'
import { receivedMail } from '../../tests/e2e/mailbox'
import { schedulePublishInAdmin } from '../../tests/e2e/schedule'
import { paragraphs } from '../../tests/fixtures/richText'

// The drawer's time field reads and shows the browser's time; UTC keeps the typed time exact.
test.use({ timezoneId: 'UTC', locale: 'en-US' })

test('a report scheduled with its article goes live with it at the moment, and subscribers are alerted once', async ({ page, request }) => {
  test.setTimeout(300_000)
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const stamp = Date.now()
  const subscriber = uniqueEmail('release')
  const signedUp = await request.post('/api/subscribers', {
    headers: auth,
    data: { email: subscriber, status: 'confirmed', topics: ['results'], language: 'en', consent: true },
  })
  expect(signedUp.status(), await signedUp.text()).toBe(201)

  // The report: its file uploaded, the document a draft.
  const library = await (await request.get('/investors/reports?lng=en')).text()
  const pdf = await (await request.get(library.match(/href="(\/api\/document-files\/file\/[^"]+\.pdf)"/)![1]!)).body()
  const title = `Release results ${stamp}`
  const file = await request.post('/api/document-files', {
    headers: auth,
    multipart: { _payload: '{}', file: { name: `release-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
  })
  expect(file.status(), await file.text()).toBe(201)
  const { id: fileId, filename } = (await file.json()).doc
  const document = await request.post('/api/documents?draft=true', {
    headers: auth,
    data: { title, kind: 'interimReport', year: 2026, period: 'h1', date: new Date().toISOString(), fileEn: fileId, _status: 'draft' },
  })
  expect(document.status(), await document.text()).toBe(201)
  const documentId = (await document.json()).doc.id
  const image = (await (await request.get('/api/media?limit=1', { headers: auth })).json()).docs[0].id
  const slug = `release-results-${stamp}`
  const article = await request.post('/api/news?draft=true&locale=en', {
    headers: auth,
    data: {
      date: '2020-01-01T00:00:00.000Z',
      slug,
      topic: 'results',
      image,
      headline: `Half-year results ${stamp}`,
      summary: 'Our half-year results.',
      body: paragraphs('Revenue grew.'),
      release: { documents: [documentId] },
      _status: 'draft',
    },
  })
  expect(article.status(), await article.text()).toBe(201)
  const articleId = (await article.json()).doc.id

  // Scheduled from the admin, as an editor.
  await adminLogin(page, await staffAccount(request, 'editor'))
  await page.goto(`/admin/collections/news/${articleId}`)
  await adminExpect(page.getByText(title).first()).toBeVisible()
  const due = await schedulePublishInAdmin(page)

  // Before the moment: nowhere.
  const fileUrl = `/api/document-files/file/${encodeURIComponent(filename)}`
  const visible = async () => {
    const [en, ru, search, sitemap, api, fileAnswer, articlePage] = await Promise.all([
      page.request.get('/investors/reports?lng=en').then((r) => r.text()),
      page.request.get('/investors/reports?lng=ru').then((r) => r.text()),
      page.request.get(`/search?q=${stamp}&lng=en`).then((r) => r.text()),
      page.request.get('/sitemap.xml').then((r) => r.text()),
      page.request.get(`/api/documents/${documentId}`, { headers: { cookie: '' } }),
      page.request.get(fileUrl, { headers: { cookie: '' } }),
      page.request.get(`/media/news/${slug}`, { headers: { cookie: '' } }),
    ])
    return {
      library: en.includes(title) && ru.includes(title),
      search: search.includes(`${stamp}`) && search.includes('Half-year results'),
      sitemap: sitemap.includes(slug),
      api: api.ok(),
      file: fileAnswer.status(),
      article: articlePage.status(),
    }
  }
  await page.context().clearCookies()
  expect(await visible()).toEqual({ library: false, search: false, sitemap: false, api: false, file: 404, article: 404 })

  // At the moment: all of it, and one alert.
  await expect.poll(async () => (await visible()).article, { timeout: 150_000, intervals: [1000] }).toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
  expect(await visible()).toEqual({ library: true, search: true, sitemap: true, api: true, file: 200, article: 200 })
  const mine = () => receivedMail().filter((m) => m.envelopeTo.includes(subscriber))
  await expect.poll(() => mine().length, { timeout: 60_000 }).toBe(1)

  // The article lists its report, in both languages, at every width that matters.
  for (const language of ['en', 'ru']) {
    await page.goto(`/media/news/${slug}?lng=${language}`)
    await expect(page.locator('.news-article__release .doc-item__title')).toHaveText(title)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)
  }
  await page.waitForTimeout(5_000)
  expect(mine()).toHaveLength(1)
})
