// Consents in the browser, in both languages: registration refuses an unticked consent (in the browser and on the
// server) and stores nothing; with it, the dashboard shows the consent, its version and time, and withdraws it; the
// updates form has two separate boxes; the consent pages, registration and the dashboard pass axe at both widths.
import { expect, test, type Page } from '@playwright/test'
import {
  CUSTOMER_PASSWORD,
  CUSTOMER_PHONE,
  drawSignature,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  hydrated,
  uniqueEmail,
} from '../../tests/e2e/helpers'

const TEXT = {
  en: {
    submit: 'Register',
    save: 'Save',
    required: 'Tick this box to give your consent: we cannot go on without it.',
    consents: 'Your consents',
    purpose: 'Client cabinet: personal and health data',
    version: /^Version \d+$/,
    given: /Given \d{1,2} [A-Z][a-z]+ 20\d\d(,| at) \d{2}:\d{2} Moscow time/,
    withdraw: 'Withdraw consent',
    withdrawn: /Withdrawn .+ Moscow time: your request to delete the account has been passed to our back office/,
    done: 'Your consent has been withdrawn.',
    terms: 'I accept the terms of use and the privacy policy.',
    updatesBox: 'I consent to Veltrana Group processing my e-mail address to send me updates.',
    email: 'Your e-mail',
    subscribe: 'Subscribe',
    thanks: 'Thank you! Check your inbox',
    consentTitle: 'Consent to the processing of personal data, including health data, for the client cabinet',
    current: 'This is the current version.',
  },
  ru: {
    submit: 'Зарегистрироваться',
    save: 'Сохранить',
    required: 'Отметьте это поле, чтобы дать согласие: без него мы не можем продолжить.',
    consents: 'Ваши согласия',
    purpose: 'Личный кабинет: персональные данные и данные о здоровье',
    version: /^Редакция \d+$/,
    given: /Дано \d{1,2} [а-я]+ 20\d\d г\.,? (в )?\d{2}:\d{2} по московскому времени/,
    withdraw: 'Отозвать согласие',
    withdrawn: /Отозвано .+ по московскому времени: просьба удалить учётную запись передана в бэк-офис/,
    done: 'Ваше согласие отозвано.',
    terms: 'Я принимаю условия использования и политику конфиденциальности.',
    updatesBox: 'Я даю согласие Группе Велтрана на обработку моего адреса электронной почты для рассылки новостей.',
    email: 'Ваш e-mail',
    subscribe: 'Подписаться',
    thanks: 'Спасибо!',
    consentTitle: 'Согласие на обработку персональных данных, в том числе данных о здоровье, для личного кабинета',
    current: 'Это действующая редакция.',
  },
} as const
type Lang = keyof typeof TEXT

async function fillRegistration(page: Page, email: string) {
  const values: Record<string, string> = {
    'register-email': email,
    'register-phone': CUSTOMER_PHONE,
    'register-password': CUSTOMER_PASSWORD,
    'register-confirm': CUSTOMER_PASSWORD,
    'register-first-name': 'Анна',
    'register-last-name': 'Petrova',
    'register-address': 'Tverskaya st. 7, Moscow',
  }
  for (const [id, value] of Object.entries(values)) await page.locator(`#${id}`).fill(value)
}

async function signAndSave(page: Page, lang: Lang) {
  await drawSignature(page)
  await page.getByRole('button', { name: TEXT[lang].save }).click()
}

for (const lang of ['en', 'ru'] as const) {
  const t = TEXT[lang]

  test(`${lang}: registration without the consent is refused in the browser and by the server, and stores nothing; with it the dashboard shows the consent, and withdraws it`, async ({
    page,
  }) => {
    test.slow()
    const email = uniqueEmail(`consent-${lang}`)
    await page.goto(`/cabinet?mode=register&lng=${lang}`)
    await hydrated(page)
    await expect(page.locator('#register-signature[data-ready]')).toBeAttached()
    const box = page.locator('#register-personalDataConsent')
    await expect(box).not.toBeChecked()
    await expect(page.locator('form.cab-form--register .consent-box a')).toHaveAttribute('href', '/consents/cabinet')

    // The browser refuses first: nothing is sent.
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    await fillRegistration(page, email)
    await signAndSave(page, lang)
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#register-personalDataConsent-error')).toHaveText(t.required)
    await expect(box).toBeFocused()
    expect(posts).toEqual([])

    // Sent past the browser's check (as a plain form post): the server refuses it with the same message.
    await page.locator('form.cab-form--register').evaluate((form: HTMLFormElement) => form.submit())
    await expect(page.locator('#register-personalDataConsent-error')).toHaveText(t.required, { timeout: 30_000 })
    await expect(page).toHaveURL(/\/cabinet/)
    // Nothing was stored: the address has no account.
    const login = await page.request.post('/api/loginUSR', { data: { email, password: CUSTOMER_PASSWORD } })
    expect(login.status()).toBe(401)

    // With the box ticked: registered, and the dashboard shows the consent.
    await hydrated(page)
    await expect(page.locator('#register-signature[data-ready]')).toBeAttached()
    await fillRegistration(page, email)
    await signAndSave(page, lang)
    await page.locator('#register-personalDataConsent').check()
    await page.getByRole('button', { name: t.submit, exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
    const panel = page.getByRole('region', { name: t.consents })
    await expect(panel).toContainText(t.purpose)
    const version = panel.getByRole('link', { name: t.version })
    await expect(version).toHaveAttribute('href', /^\/consents\/cabinet\/v\d+$/)
    await expect(panel).toContainText(t.given)

    await panel.getByRole('button', { name: t.withdraw }).click()
    await expect(page).toHaveURL(/\/dashboard\?done=withdrawn#consents$/)
    await expect(panel.getByRole('status')).toHaveText(t.done)
    await expect(panel).toContainText(t.withdrawn)
    await expect(panel.getByRole('button', { name: t.withdraw })).toHaveCount(0)
  })

  test(`${lang}: the updates form has two unticked boxes, the consent apart from the terms`, async ({ page }) => {
    await page.goto(`/?lng=${lang}`)
    await hydrated(page)
    const form = page.locator('footer form')
    const terms = form.getByRole('checkbox', { name: t.terms })
    const consent = form.getByRole('checkbox', { name: t.updatesBox })
    await expect(terms).not.toBeChecked()
    await expect(consent).not.toBeChecked()
    await expect(form.locator('.consent-box a[href="/consents/updates"]')).toHaveCount(1)
    await expect(form.locator('.consent-box a[href="/privacy_policy"]')).toHaveCount(1)

    await form.getByLabel(t.email).fill(uniqueEmail(`updates-${lang}`))
    await terms.check()
    await form.getByRole('button', { name: t.subscribe }).click()
    await expect(consent).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(t.required)).toBeVisible()
    await consent.check()
    await form.getByRole('button', { name: t.subscribe }).click()
    await expect(form.getByRole('status')).toContainText(t.thanks)
  })

  test(`${lang}: the consent pages pass axe and fit the screen`, { tag: '@mobile' }, async ({ page }) => {
    await page.goto(`/consents/cabinet?lng=${lang}`)
    await expect(page.locator('h1')).toHaveText(t.consentTitle)
    await expect(page.getByText(t.current)).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.goto(`/consents/updates/v1?lng=${lang}`)
    await expect(page.locator('h1')).toBeVisible()
    await expectNoAxeViolations(page)

    // The registration form with its consent box and the dashboard with its consents, in both
    // languages at both widths, are scanned and measured by features/cabinet/cabinet.spec.ts.
  })
}

test('the privacy policy points to the consent pages and says what the cookies hold', async ({ page }) => {
  await page.goto('/privacy_policy?lng=en')
  await expect(page.locator('main').getByRole('link', { name: 'consent for the client cabinet' })).toHaveAttribute('href', '/consents/cabinet')
  await expect(page.locator('main').getByRole('link', { name: 'consent for updates' })).toHaveAttribute('href', '/consents/updates')
  await expect(page.locator('main')).toContainText('None of them tracks you')
  await page.goto('/privacy_policy?lng=ru')
  await expect(page.locator('main').getByRole('link', { name: 'согласие для личного кабинета' })).toHaveAttribute('href', '/consents/cabinet')
})
