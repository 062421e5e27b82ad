// Back office corrects a customer's details, and the customer sees it: the phone corrected in the admin (a bad number
// first, refused with the registration's message), the notice on the dashboard in English and Russian, dismissed with and
// without JavaScript, at both widths.
import { expect, test, type Browser } from '@playwright/test'
import {
  adminExpect,
  adminFill,
  adminLogin,
  backOfficeHeaders,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  registerByApi,
  staffAccount,
} from '../../tests/e2e/helpers'

const WORDS = {
  en: { title: 'Your details were changed', phone: 'Phone number', address: 'Full address', write: 'Write to us', dismiss: 'Got it, hide this' },
  ru: { title: 'Ваши данные изменены', phone: 'Номер телефона', address: 'Полный адрес', write: 'Напишите нам', dismiss: 'Понятно, скрыть' },
} as const

async function customerContext(browser: Browser, javaScriptEnabled = true) {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage()
  return { page, customer: await registerByApi(page.request) }
}

test('back office corrects the phone in the admin; the customer sees it in both languages and dismisses it', async ({ page, browser, request }) => {
  // The admin renders on the server per request; generous on a loaded machine.
  test.setTimeout(300_000)
  const { page: customerPage, customer } = await customerContext(browser)
  await adminLogin(page, await staffAccount(request, 'backoffice'))
  await page.goto(`/admin/collections/customers/${customer.uid}`)
  const phone = page.locator('#field-phone')
  await adminExpect(phone).toHaveValue('79123456789')

  // A number that is not a mobile one is refused with the registration's message, and nothing is saved.
  await adminFill(page, phone, '12345')
  await page.locator('#action-save').click()
  await adminExpect(page.getByText('Please enter a valid mobile phone number.').first()).toBeVisible()
  await customerPage.goto('/dashboard?lng=en')
  await expect(customerPage.getByRole('region', { name: WORDS.en.title })).toHaveCount(0)

  await adminFill(page, phone, '+7 916 765-43-21')
  await page.locator('#action-save').click()
  await adminExpect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await adminExpect(phone).toHaveValue('79167654321')

  for (const language of ['en', 'ru'] as const) {
    const words = WORDS[language]
    await customerPage.goto(`/dashboard?lng=${language}`)
    const notice = customerPage.getByRole('region', { name: words.title })
    await expect(notice).toContainText(words.phone)
    await expect(notice.getByRole('link', { name: words.write })).toHaveAttribute('href', '/dashboard/messages')
    await expect(customerPage.locator('.dash-profile')).toContainText('916')
    await expectNoAxeViolations(customerPage)
  }
  await customerPage.getByRole('button', { name: WORDS.ru.dismiss }).click()
  await expect(customerPage).toHaveURL(/\/dashboard$/)
  await expect(customerPage.getByRole('region', { name: WORDS.ru.title })).toHaveCount(0)
  await customerPage.context().close()
})

for (const language of ['en', 'ru'] as const) {
  const words = WORDS[language]
  test(`${language}: without JavaScript the notice fits the screen and is dismissed by its form @mobile`, async ({ browser, request }) => {
    const { page, customer } = await customerContext(browser, false)
    const headers = await backOfficeHeaders(request)
    const copy = await (await request.get(`/api/customers/${customer.uid}?depth=0`, { headers })).json()
    const saved = await request.patch(`/api/customers/${customer.uid}`, {
      headers,
      data: { address: 'Новый Арбат, 21, корпус 1, квартира 184, Москва', phone: '+7 916 700-00-01', updatedAt: copy.updatedAt },
    })
    expect(saved.status(), await saved.text()).toBe(200)

    // Its layout and accessibility, in a browser with scripts (axe runs as one) signed in as the same customer.
    const scripted = await (await browser.newContext({ storageState: await page.context().storageState() })).newPage()
    await scripted.goto(`/dashboard?lng=${language}`)
    await expect(scripted.getByRole('region', { name: words.title })).toContainText(words.address)
    await expectNoHorizontalOverflow(scripted)
    await expectNoAxeViolations(scripted)
    await scripted.context().close()

    await page.goto(`/dashboard?lng=${language}`)
    const notice = page.getByRole('region', { name: words.title })
    await expect(notice).toContainText(words.phone)
    await expect(notice).toContainText(words.address)
    await notice.getByRole('button', { name: words.dismiss }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('region', { name: words.title })).toHaveCount(0)
    await page.context().close()
  })
}
