// Where a customer is signed in, as they use it: signed in on a second browser (another context, a phone's browser), the
// first lists both, ends the other, and the other is signed out at its next step. English and Russian, at both widths.
import { expect, test, type Browser } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalOverflow, registerByApi } from '../../tests/e2e/helpers'

const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const WORDS = {
  en: { other: 'Safari 17 on iOS 17', current: 'this device', end: 'End this session', ended: 'The session is ended: that browser is signed out.' },
  ru: { other: 'Safari 17, iOS 17', current: 'это устройство', end: 'Завершить сеанс', ended: 'Сеанс завершён: в том браузере выполнен выход.' },
} as const

/** A second browser of the same customer, signed in through the JSON API with a phone's User-Agent. */
async function secondBrowser(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ userAgent: PHONE_AGENT })
  const page = await context.newPage()
  const signedIn = await page.request.post('/api/loginUSR', { data: { email, password } })
  expect(signedIn.status()).toBe(200)
  return { context, page }
}

for (const language of ['en', 'ru'] as const) {
  const words = WORDS[language]
  test(`${language}: a customer ends the session of another browser, which is signed out @mobile`, async ({ page, browser }) => {
    const customer = await registerByApi(page.request)
    const other = await secondBrowser(browser, customer.email, customer.password)
    await other.page.goto(`/dashboard?lng=${language}`)
    await expect(other.page).toHaveURL(/\/dashboard/)

    await page.goto(`/dashboard?lng=${language}`)
    const sessions = page.locator('.dash-devices__item')
    await expect(sessions).toHaveCount(2)
    await expect(sessions.filter({ hasText: words.current })).toHaveCount(1)
    const phone = sessions.filter({ hasText: words.other })
    await expect(phone).toHaveCount(1)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await phone.getByRole('button', { name: words.end }).click()
    await expect(page.getByRole('status').filter({ hasText: words.ended })).toBeVisible()
    await expect(sessions).toHaveCount(1)
    await expect(sessions.getByRole('button')).toHaveCount(0)

    await other.page.reload()
    await expect(other.page).toHaveURL(/\/cabinet$/)
    await other.context.close()
  })
}
