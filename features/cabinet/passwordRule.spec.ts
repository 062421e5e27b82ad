// The password rule as a person meets it: a registration with one of the most common passwords (12345678, password1,
// qwertyuiop) is refused with the reason, in English with scripts (the server's answer, after the browser's own checks
// passed) and in Russian without them.
import { expect, test, type Page } from '@playwright/test'
import { CUSTOMER_PHONE, expectNoAxeViolations, hydrated, uniqueEmail } from '../../tests/e2e/helpers'

const FIELDS = {
  '#register-phone': CUSTOMER_PHONE,
  '#register-first-name': 'Анна',
  '#register-last-name': 'Petrova',
  '#register-address': 'Tverskaya st. 7, Moscow',
}

async function fillWithCommonPassword(page: Page, password = '12345678') {
  await page.locator('#register-email').fill(uniqueEmail('common'))
  for (const [selector, value] of Object.entries({ ...FIELDS, '#register-password': password, '#register-confirm': password }))
    await page.locator(selector).fill(value)
  await page.locator('#register-personalDataConsent').check()
}

/** The message the field's aria-describedby names as its error. */
async function expectReason(page: Page, text: string) {
  const field = page.locator('#register-password')
  await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 })
  await expect(page.locator('#register-password-error')).toHaveText(text)
  expect(await field.getAttribute('aria-describedby')).toContain('register-password-error')
}

test('registration refuses 12345678 with the reason, in English', async ({ page }) => {
  await page.goto('/cabinet?mode=register&lng=en')
  await hydrated(page)
  await expect(page.locator('#register-signature[data-ready]')).toBeAttached()
  await fillWithCommonPassword(page)
  // The browser knows the length rule, not the list: the signature is drawn and the server answers.
  await expect(page.locator('#register-password')).toHaveAttribute('minlength', '8')
  await page.locator('#register-signature').scrollIntoViewIfNeeded()
  const pad = (await page.locator('#register-signature').boundingBox())!
  await page.mouse.move(pad.x + 30, pad.y + 100)
  await page.mouse.down()
  await page.mouse.move(pad.x + 170, pad.y + 60, { steps: 12 })
  await page.mouse.move(pad.x + 90, pad.y + 150, { steps: 12 })
  await page.mouse.up()
  await page.getByRole('button', { name: 'Register', exact: true }).click()
  await expectReason(page, 'This password is one of the most common ones, found in lists of leaked passwords, so it is easy to guess. Please choose another.')
  await expect(page).toHaveURL(/\/cabinet/)
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const password of ['12345678', 'password1', 'qwertyuiop']) {
    test(`registration refuses ${password} with the reason, in Russian`, async ({ page }) => {
      await page.goto('/cabinet?mode=register&lng=ru')
      await fillWithCommonPassword(page, password)
      await page.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click()
      await expectReason(page, 'Это один из самых распространённых паролей, он есть в списках утёкших паролей, и его легко подобрать. Выберите другой.')
      await expect(page.locator('#register-first-name')).toHaveValue('Анна')
    })
  }
})
