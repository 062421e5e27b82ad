// A customer's documents in the browser: back office attaches a statement for customer A over REST
// (as the admin's upload form posts it), A finds it on the dashboard, lists and downloads it in
// both languages, the notice mail (read from the loopback SMTP receiver the e2e server sends to)
// names nothing of it, and customer B and a visitor get 404 at both of its addresses.
import { expect, test } from '@playwright/test'
import { backOfficeHeaders, expectNoAxeViolations, expectNoHorizontalOverflow, signedInCustomerPage } from '../../tests/e2e/helpers'
import { receivedMail } from '../../tests/e2e/mailbox'

test.describe.configure({ mode: 'serial' })

const PDF = Buffer.from('%PDF-1.4\n% statement\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n')

test('back office attaches a statement; only its customer sees and downloads it', { tag: '@mobile' }, async ({ browser, playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const a = await signedInCustomerPage(browser)
  const b = await signedInCustomerPage(browser)
  const title = `Statement ${Date.now()}`

  const created = await staff.post('/api/customer-documents', {
    headers: await backOfficeHeaders(staff),
    multipart: {
      _payload: JSON.stringify({ customer: Number(a.customer.uid), title, kind: 'statement' }),
      file: { name: 'march.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id, filename } = (await created.json()).doc
  const headers = await backOfficeHeaders(staff)
  const renamed = await staff.patch(`/api/customer-documents/${id}?locale=ru`, { headers, data: { title: 'Выписка за март' } })
  expect(renamed.status(), await renamed.text()).toBe(200)

  // The dashboard links to the list, in English and Russian.
  await a.page.goto('/dashboard?lng=en')
  await a.page.getByRole('link', { name: /^Documents/ }).click()
  await expect(a.page).toHaveURL(/\/dashboard\/documents$/)
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText('Your documents')
  const item = a.page.locator('.dash-docs__item').first()
  await expect(item.getByRole('link')).toHaveText(title)
  await expect(item).toContainText('Account statement')
  await expectNoHorizontalOverflow(a.page)
  await expectNoAxeViolations(a.page)
  const download = a.page.waitForEvent('download')
  await item.getByRole('link').click()
  expect((await download).suggestedFilename()).toBe(`${title}.pdf`)

  await a.page.goto('/dashboard/documents?lng=ru')
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText('Ваши документы')
  await expect(a.page.locator('.dash-docs__item').first()).toContainText('Выписка за март')
  await expect(a.page.locator('.dash-docs__item').first()).toContainText('Выписка по счёту')
  await expectNoHorizontalOverflow(a.page)
  await expectNoAxeViolations(a.page)
  const file = await a.page.request.get(`/dashboard/documents/${id}`)
  expect(file.status()).toBe(200)
  expect(file.headers()['cache-control']).toBe('private, no-store')
  expect(file.headers()['content-disposition']).toContain("filename*=UTF-8''%D0%92%D1%8B%D0%BF%D0%B8%D1%81%D0%BA%D0%B0")

  // Customer B and a visitor: 404 at the site's address and at the upload's own.
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  for (const request of [b.page.request, visitor]) {
    expect((await request.get(`/dashboard/documents/${id}`)).status()).toBe(404)
    expect((await request.get(`/api/customer-documents/file/${encodeURIComponent(filename)}`)).status()).toBe(404)
  }
  await b.page.goto('/dashboard/documents')
  await expect(b.page.locator('.dash-docs__empty')).toBeVisible()

  // The notice says there is a document, and nothing of it.
  const SUBJECT = 'A new document in your Veltrana Group cabinet'
  const notices = () => receivedMail().filter((m) => m.envelopeTo.includes(a.customer.email) && m.parsed.subject === SUBJECT)
  await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(1)
  const notice = notices()[0]!
  expect(receivedMail().filter((m) => m.envelopeTo.includes(b.customer.email) && m.parsed.subject === SUBJECT)).toHaveLength(0)
  const whole = `${notice.parsed.subject}\n${notice.parsed.text}\n${notice.parsed.html}`
  for (const secret of [title, 'Выписка', 'march', filename]) expect(whole).not.toContain(secret)
  await visitor.dispose()
  await staff.dispose()
})
