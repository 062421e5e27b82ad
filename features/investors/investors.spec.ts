// The investor section as an investor and an editor use it: /investors, the library filtered by
// year and kind (with and without JavaScript), a report downloaded as a valid PDF with its name,
// an event added to a calendar, the news archive paged through, and a new report listed within
// a second of an editor's upload.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { expectNoAxeViolations, expectNoHorizontalOverflow, staffAccount } from '../../tests/e2e/helpers'

test('an investor opens /investors: latest results, key figures, next events and the ways on', async ({ page }) => {
  await page.goto('/investors?lng=en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investors')
  const main = page.locator('main')
  await expect(main.getByText('Latest results presentation')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Results presentation, nine months 2026' })).toHaveAttribute(
    'href',
    /veltrana-results-presentation-9m-2026-en\.pdf$/,
  )
  await expect(main.locator('.figures__item')).toHaveCount(4)
  // Each key figure fits its card, "118,3 млрд ₽" too.
  const overflowingFigures = () => main.locator('.figures__item').evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth).length)
  expect(await overflowingFigures()).toBe(0)
  await expect(main.locator('.event-item').first()).toBeVisible()
  await expect(main.getByRole('link', { name: 'Reports and presentations' })).toHaveAttribute('href', '/investors/reports')
  await expect(main.getByRole('link', { name: 'News archive' })).toHaveAttribute('href', '/media/news')
  // Nothing here is interactive: no JavaScript at all.
  await expect(page.locator('script[type="module"]')).toHaveCount(0)
  await expectNoHorizontalOverflow(page)
  await expectNoAxeViolations(page)
  // In the top navigation, in both languages.
  await expect(page.locator('header a[href="/investors"]').first()).toHaveText(/Investors/)
  await page.goto('/investors?lng=ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Инвесторам')
  await expect(page.locator('main').getByText('Последняя презентация результатов')).toBeVisible()
  expect(await overflowingFigures()).toBe(0)
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })
    test('the library filters by year and kind through links, newest first', async ({ page }) => {
      await page.goto('/investors/reports?lng=en')
      const items = page.locator('.doc-library__list > li')
      const all = await items.count()
      expect(all).toBeGreaterThanOrEqual(15)
      // Each filter is a navigation named by the label shown before its links.
      const years = page.getByRole('navigation', { name: 'Year', exact: true })
      await expect(years.getByText('Year', { exact: true })).toBeVisible()
      await years.getByRole('link', { name: '2025' }).click()
      await expect(page).toHaveURL(/\/investors\/reports\?year=2025$/)
      const kinds = page.getByRole('navigation', { name: 'Type', exact: true })
      await expect(kinds.getByText('Type', { exact: true })).toBeVisible()
      await kinds.getByRole('link', { name: 'Results presentation' }).click()
      await expect(page).toHaveURL(/\/investors\/reports\?year=2025&kind=resultsPresentation$/)
      await expect(page.getByRole('link', { name: '2025', exact: true })).toHaveAttribute('aria-current', 'page')
      const titles = await items.locator('.doc-item__title').allTextContents()
      expect(titles).toEqual(['Results presentation, full year 2025', 'Results presentation, first half 2025'])
      await expect(items.first().locator('.doc-item__meta')).toContainText(/PDF.*\d+ kB/)
      await expectNoHorizontalOverflow(page)
      // axe runs as a script in the page.
      if (javaScriptEnabled) await expectNoAxeViolations(page)
    })
  })
}

test('a report downloads as a valid PDF under its name, with ranges and validators', async ({ page, request }) => {
  await page.goto('/investors/reports?year=2025&kind=annualReport&lng=ru')
  for (const label of ['Год', 'Вид']) await expect(page.getByRole('navigation', { name: label, exact: true }).getByText(label, { exact: true })).toBeVisible()
  const link = page.locator('.doc-item__link').first()
  await expect(link).toHaveText('Годовой отчёт за 2025 год')
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe('veltrana-annual-report-2025-ru.pdf')
  const href = (await link.getAttribute('href'))!
  const response = await request.get(href)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe('attachment; filename="veltrana-annual-report-2025-ru.pdf"')
  const body = await response.body()
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  expect(body.subarray(-6).toString()).toMatch(/%%EOF\s*$/)
  const etag = response.headers()['etag']!
  expect((await request.get(href, { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  const part = await request.get(href, { headers: { Range: 'bytes=0-99' } })
  expect(part.status()).toBe(206)
  expect((await part.body()).length).toBe(100)
})

test('an event linked by its address (as site search does) lands just under the sticky header', async ({ page }) => {
  await page.goto('/investors/calendar?lng=en')
  const event = page.locator('.event-item', { hasText: 'First quarter 2027: call with US investors' })
  await page.goto(`/investors/calendar?lng=en#${await event.getAttribute('id')}`)
  // The page's own scroll padding (the header and a margin) is the only offset above it.
  const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop))
  expect(padding).toBeGreaterThan(0)
  await expect.poll(async () => Math.abs((await event.boundingBox())!.y - padding)).toBeLessThanOrEqual(1)
})

test('an event is added to a calendar: the .ics parses and names the time in UTC', async ({ page, request }) => {
  await page.goto('/investors/calendar?lng=en')
  const event = page.locator('.event-item', { hasText: 'First quarter 2027: call with US investors' })
  await expect(event.locator('.event-item__time')).toContainText('GMT-4')
  const href = (await event.getByRole('link', { name: /Add to calendar/ }).getAttribute('href'))!
  const response = await request.get(href)
  expect(response.headers()['content-type']).toContain('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  expect(vevent.summary).toBe('First quarter 2027: call with US investors')
  // 09:00 in New York in May is 13:00 UTC.
  expect(vevent.startDate.toJSDate().toISOString()).toBe('2027-05-20T13:00:00.000Z')
  expect(await response.text()).toContain('DTSTART:20270520T130000Z')
  // The whole calendar as a feed, per language; past events link their documents.
  const feed = await request.get('/investors/calendar.ics?lng=ru')
  const ru = new ICAL.Component(ICAL.parse(await feed.text()))
  expect(ru.getAllSubcomponents('vevent').length).toBeGreaterThanOrEqual(6)
  expect(ru.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)).toContain('Годовое общее собрание акционеров 2027')
  await expect(page.locator('.event-calendar__past .doc-item__link').first()).toHaveAttribute('href', /\.pdf$/)
  await expectNoAxeViolations(page)
})

test('the news archive pages through every article with rel=prev/next', async ({ page }) => {
  await page.goto('/media/news?lng=en')
  const items = page.locator('.news-archive__item')
  await expect(items).toHaveCount(6)
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/media\/news\?page=2$/)
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await page.getByRole('link', { name: 'Older articles' }).click()
  await expect(page).toHaveURL(/\/media\/news\?page=2$/)
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/media\/news$/)
  expect(await items.count()).toBeGreaterThanOrEqual(2)
  const topics = page.getByRole('navigation', { name: 'Topic', exact: true })
  await expect(topics.getByText('Topic', { exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Year', exact: true }).getByText('Year', { exact: true })).toBeVisible()
  await topics.getByRole('link', { name: 'Results' }).click()
  await expect(page).toHaveURL(/\/media\/news\?label=Results$/)
  for (const label of await items.locator('.news-archive__meta span').allTextContents()) expect(label).toBe('Results')
  await expectNoAxeViolations(page)
})

/** Every element `locator` finds lies within the viewport's width (none cut off or scrolled aside). */
async function expectWithinWidth(page: Page, locator: Locator, what: string) {
  const width = page.viewportSize()!.width
  const count = await locator.count()
  expect(count, what).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const box = (await locator.nth(i).boundingBox())!
    expect(box.x, `${what} ${i + 1} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${what} ${i + 1} ends on screen`).toBeLessThanOrEqual(width)
  }
}

test('at a phone’s width the library’s filters and entries and the calendar fit the screen', { tag: '@phone' }, async ({ page }) => {
  for (const lng of ['en', 'ru']) {
    await page.goto(`/investors/reports?year=2025&lng=${lng}`)
    await expectWithinWidth(page, page.locator('.filter-links__label, .filter-links__link'), `${lng}: filter`)
    await expectWithinWidth(page, page.locator('.doc-library__list > li'), `${lng}: entry`)
    await expectWithinWidth(page, page.locator('.doc-item__meta > span'), `${lng}: entry detail`)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)

    await page.goto(`/investors/calendar?lng=${lng}`)
    await expectWithinWidth(page, page.locator('.event-item'), `${lng}: event`)
    await expectWithinWidth(page, page.locator('.event-item__time, .event-item__ics, .event-calendar__subscribe a'), `${lng}: event detail`)
    await expectWithinWidth(page, page.locator('.event-calendar__past .doc-item'), `${lng}: past event's document`)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)
  }
})

test('the sitemap lists the investor pages and the news archive in both languages, each naming the other', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  type Url = { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml)
  const urls = parsed.urlset.url as Url[]
  for (const path of ['/investors', '/investors/reports', '/investors/calendar', '/media/news']) {
    for (const lng of ['en', 'ru']) {
      const entry = urls.find((url) => new URL(url.loc).pathname === path && new URL(url.loc).searchParams.get('lng') === lng)
      expect(entry, `${path} in ${lng}`).toBeDefined()
      const alternates = Object.fromEntries(entry!['xhtml:link'].map((link) => [link['@_hreflang'], new URL(link['@_href'])]))
      expect(Object.keys(alternates).sort(), path).toEqual(['en', 'ru'])
      for (const alt of ['en', 'ru']) {
        expect(alternates[alt]!.pathname).toBe(path)
        expect(alternates[alt]!.searchParams.get('lng')).toBe(alt)
      }
    }
  }
})

async function editorToken(request: APIRequestContext): Promise<string> {
  const editor = await staffAccount(request, 'editor')
  const login = await request.post('/api/users/login', { data: editor })
  expect(login.ok()).toBeTruthy()
  return (await login.json()).token as string
}

test('an editor uploads a new report and it is listed within a second; a disguised file is refused', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await editorToken(request)}` }
  const disguised = await request.post('/api/document-files', {
    headers,
    multipart: { _payload: '{}', file: { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') } },
  })
  expect(disguised.status()).toBe(400)
  expect(await disguised.text()).toContain('not a PDF')
  const pdf = await (
    await request.get((await (await request.get('/investors/reports?lng=en')).text()).match(/href="(\/api\/document-files\/file\/[^"]+\.pdf)"/)![1]!)
  ).body()
  const title = `Sustainability data book ${Date.now()}`
  const file = await request.post('/api/document-files', {
    headers,
    multipart: { _payload: '{}', file: { name: 'data-book-2026.pdf', mimeType: 'application/pdf', buffer: pdf } },
  })
  expect(file.status(), await file.text()).toBe(201)
  const fileId = (await file.json()).doc.id
  const created = await request.post('/api/documents', {
    headers,
    data: { title, kind: 'esgReport', year: 2026, period: 'year', date: new Date().toISOString(), fileEn: fileId, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const saved = Date.now()
  await expect
    .poll(async () => {
      await page.goto('/investors/reports?year=2026&kind=esgReport&lng=en')
      return page.locator('.doc-item__title').first().textContent()
    })
    .toBe(title)
  expect(Date.now() - saved).toBeLessThan(3000)
  // Russian readers are offered the English file.
  await page.goto('/investors/reports?year=2026&kind=esgReport&lng=ru')
  await expect(page.locator('.doc-item').first()).toContainText('на английском')
})
