// Enquiry forms in the browser, in both languages, with JavaScript and without (the form is a
// plain post either way): a visitor sends the investor enquiry on /investors and reads the
// thank-you text; a wrong e-mail brings the translated error and keeps what was typed; the IR
// contact shows; layout and axe at both widths.
import fs from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminExpect, adminLogin, expectNoAxeViolations, expectNoHorizontalOverflow, staffAccount, uniqueEmail } from '../../tests/e2e/helpers'

const TEXT = {
  en: {
    heading: 'Ask investor relations',
    name: 'Your name',
    email: 'E-mail',
    type: 'You are',
    analyst: 'An analyst',
    question: 'Your question',
    consent: 'I consent to Veltrana Group processing my name, contact details and message to answer this enquiry.',
    send: 'Send the enquiry',
    thanks: 'Thank you. Our investor relations team has your enquiry and will answer within two working days.',
    emailError: 'Enter an e-mail address such as name@example.com.',
    summary: 'The message was not sent. Please correct the fields marked below.',
    ir: 'Irina Voronova',
    role: 'Head of Investor Relations',
  },
  ru: {
    heading: 'Задайте вопрос отделу по работе с инвесторами',
    name: 'Ваше имя',
    email: 'Эл. почта',
    type: 'Вы',
    analyst: 'Аналитик',
    question: 'Ваш вопрос',
    consent: 'Я даю согласие Группе Велтрана на обработку моего имени, контактных данных и текста обращения, чтобы ответить на него.',
    send: 'Отправить вопрос',
    thanks: 'Спасибо. Отдел по работе с инвесторами получил ваш вопрос и ответит в течение двух рабочих дней.',
    emailError: 'Введите адрес электронной почты, например name@example.com.',
    summary: 'Сообщение не отправлено. Исправьте отмеченные ниже поля.',
    ir: 'Ирина Воронова',
    role: 'Руководитель отдела по работе с инвесторами',
  },
}

const form = (page: Page) => page.locator('form.form-block__form')

async function fill(page: Page, text: (typeof TEXT)['en'], email: string) {
  const enquiry = form(page)
  await enquiry.getByLabel(text.name, { exact: false }).first().fill('Anna Petrova')
  await enquiry.getByLabel(text.email, { exact: false }).fill(email)
  await enquiry.getByLabel(text.type, { exact: false }).selectOption({ label: text.analyst })
  await enquiry.getByLabel(text.question, { exact: false }).fill('When is the next dividend paid?')
  await enquiry.getByLabel(text.consent).check()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })
    for (const lng of ['en', 'ru'] as const) {
      const text = TEXT[lng]
      test(`${lng}: a visitor sends the investor enquiry and reads the thank-you text`, { tag: '@mobile' }, async ({ page }) => {
        await page.goto(`/investors?lng=${lng}`)
        await expect(page.getByRole('heading', { name: text.heading })).toBeVisible()
        await fill(page, text, uniqueEmail('investor'))
        await form(page).getByRole('button', { name: text.send }).click()
        await expect(page.getByRole('status').filter({ hasText: text.thanks })).toBeVisible()
        await expect(form(page)).toHaveCount(0)
        await expectNoHorizontalOverflow(page)
      })

      test(`${lng}: a wrong e-mail shows the translated error and keeps what was typed`, { tag: '@mobile' }, async ({ page }) => {
        await page.goto(`/investors?lng=${lng}`)
        await fill(page, text, 'anna@example')
        await form(page).getByRole('button', { name: text.send }).click()
        await expect(page.getByRole('alert').filter({ hasText: text.summary })).toBeVisible()
        const email = form(page).getByLabel(text.email, { exact: false })
        await expect(email).toHaveAttribute('aria-invalid', 'true')
        await expect(email).toHaveValue('anna@example')
        await expect(form(page).getByText(text.emailError)).toBeVisible()
        await expectNoHorizontalOverflow(page)
        if (javaScriptEnabled) await expectNoAxeViolations(page)
      })
    }
  })
}

test('the IR contact shows in both languages, and the page passes axe with it and the form', { tag: '@mobile' }, async ({ page }) => {
  for (const lng of ['en', 'ru'] as const) {
    const text = TEXT[lng]
    await page.goto(`/investors?lng=${lng}`)
    const contact = page.locator('.contact-panel').filter({ hasText: text.ir })
    await expect(contact.getByText(text.role)).toBeVisible()
    await expect(contact.getByRole('link', { name: 'ir@veltrana.example' })).toHaveAttribute('href', 'mailto:ir@veltrana.example')
    await expect(contact.getByRole('link', { name: '+7 495 198-80-20' })).toHaveAttribute('href', 'tel:+74951988020')
    await expect(form(page).locator('input[name="email"]')).toHaveAttribute('maxlength', '100')
    await expect(form(page).locator('input[name="name"]')).toHaveAttribute('required', '')
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)
  }
})

test('the press request and the contact form from the footer', async ({ page }) => {
  await page.goto('/media/press_contacts?lng=en')
  await expect(form(page).getByRole('button', { name: 'Send the request' })).toBeVisible()
  await page.goto('/?lng=ru')
  await page.locator('footer').getByRole('link', { name: 'Связаться с нами' }).click()
  await expect(page).toHaveURL(/\/contact_us/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Связаться с нами')
  await expect(form(page).getByRole('button', { name: 'Отправить' })).toBeVisible()
})

/** A visitor sends the investor enquiry from `sender` on the page in `lng`; then back office signs in to the admin. */
async function sendThenSignInAsBackOffice(page: Page, request: APIRequestContext, lng: 'en' | 'ru', sender: string) {
  await page.goto(`/investors?lng=${lng}`)
  await fill(page, TEXT[lng], sender)
  await form(page).getByRole('button', { name: TEXT[lng].send }).click()
  await expect(page.getByRole('status').filter({ hasText: TEXT[lng].thanks })).toBeVisible()
  await page.context().clearCookies()
  await adminLogin(page, await staffAccount(request, 'backoffice'))
}

/** The admin speaks `lng` from the next page on (Payload's language cookie). */
const adminSpeaks = (page: Page, lng: 'en' | 'ru') =>
  page.context().addCookies([{ name: 'payload-lng', value: lng, domain: new URL(page.url()).hostname, path: '/' }])

test('back office downloads every submission as CSV from the admin, in its language', async ({ page, request }) => {
  const sender = uniqueEmail('csv')
  await sendThenSignInAsBackOffice(page, request, 'en', sender)
  for (const [lng, label] of [
    ['en', 'Download all submissions (CSV)'],
    ['ru', 'Скачать все обращения (CSV)'],
  ] as const) {
    await adminSpeaks(page, lng)
    await page.goto('/admin/collections/form-submissions')
    const link = page.getByRole('link', { name: label })
    await adminExpect(link).toBeVisible()
    const download = page.waitForEvent('download')
    await link.click()
    const file = await download
    expect(file.suggestedFilename()).toBe('form-submissions.csv')
    const csv = fs.readFileSync((await file.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toContain('"id","createdAt","form","language","page"')
    expect(csv).toContain(`"${sender}"`)
  }
})

// The list's Form column names the form by its title (not localized) whatever the admin's language and the content
// locale; Payload writes "<No Form>" / "Без метки" in a relationship cell it has no value for.
test('back office sees which form each submission came from, by its title, in both admin languages', async ({ page, request }) => {
  await sendThenSignInAsBackOffice(page, request, 'ru', uniqueEmail('column'))
  for (const [lng, empty] of [
    ['en', '<No Form>'],
    ['ru', 'Без метки'],
  ] as const) {
    await adminSpeaks(page, lng)
    await page.goto(`/admin/collections/form-submissions?sort=-createdAt&locale=${lng}`)
    const cell = page.locator('tbody tr').first().locator('td.cell-form')
    await adminExpect(cell).toHaveText('Investor enquiry')
    await expect(page.locator('td.cell-form').filter({ hasText: empty })).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath(`submissions-${lng}.png`) })
  }
})
