// A report under embargo as an editor and a visitor meet it in a browser: uploaded and saved as a
// draft, it is nowhere a visitor looks (the library in English and Russian, the API, its file's
// address); published, it is listed in both languages and its file downloads. The library's and
// the calendar's axe scans and widths, in both languages: tests/e2e/pages.spec.ts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { staffAccount } from '../../tests/e2e/helpers'

async function editorHeaders(request: APIRequestContext) {
  const editor = await staffAccount(request, 'editor')
  const login = await request.post('/api/users/login', { data: editor })
  expect(login.ok()).toBeTruthy()
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** The library in `language`, filtered to the report's year and kind; the titles it lists. */
async function libraryTitles(page: Page, language: 'en' | 'ru') {
  await page.goto(`/investors/reports?year=2026&kind=interimReport&lng=${language}`)
  return page.locator('.doc-item__title').allTextContents()
}

test('a report saved as a draft reaches no visitor until it is published, then is listed in both languages and downloads', async ({ page, request }) => {
  const headers = await editorHeaders(request)
  const library = await (await request.get('/investors/reports?lng=en')).text()
  const pdf = await (await request.get(library.match(/href="(\/api\/document-files\/file\/[^"]+\.pdf)"/)![1]!)).body()
  const stamp = Date.now()
  const title = `Interim results ${stamp}`
  const file = await request.post('/api/document-files', {
    headers,
    multipart: { _payload: '{}', file: { name: `interim-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf } },
  })
  expect(file.status(), await file.text()).toBe(201)
  const { id: fileId, filename } = (await file.json()).doc
  const created = await request.post('/api/documents?draft=true', {
    headers,
    data: { title, kind: 'interimReport', year: 2026, period: 'h1', date: new Date().toISOString(), fileEn: fileId, _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  const fileUrl = `/api/document-files/file/${encodeURIComponent(filename)}`

  // The night before: nowhere.
  for (const language of ['en', 'ru'] as const) expect(await libraryTitles(page, language)).not.toContain(title)
  const listed = await (await page.request.get('/api/documents?limit=200')).json()
  expect(listed.docs.map((doc: { id: unknown }) => doc.id)).not.toContain(id)
  expect((await page.request.get(`/api/documents/${id}`)).ok()).toBe(false)
  expect((await page.request.get(fileUrl)).status()).toBe(404)
  expect((await (await page.request.get('/api/document-files')).json()).docs ?? []).toEqual([])

  // Released.
  const published = await request.patch(`/api/documents/${id}`, { headers, data: { _status: 'published' } })
  expect(published.status(), await published.text()).toBe(200)
  await expect.poll(() => libraryTitles(page, 'en')).toContain(title)
  const download = page.waitForEvent('download')
  await page.locator('.doc-item', { hasText: title }).getByRole('link').first().click()
  expect((await download).suggestedFilename()).toBe(filename)
  expect(await libraryTitles(page, 'ru')).toContain(title)
  expect((await page.request.get(fileUrl)).status()).toBe(200)
})
