// E-mail end to end, read from a real SMTP server on loopback that the e2e server sends to
// (playwright.config.ts): a visitor's sign-up for updates in Russian, its confirmation, a news
// alert and the one-click unsubscribe; a new customer's address confirmed from the mailed link,
// in both languages; a customer's forgotten password reset from the mailed link; a signed-in
// change of password with its notice, and signing out everywhere; a staff member's reset in the
// admin, which asks for the second factor.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import {
  adminExpect,
  adminToken,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  hydrated,
  registerByApi,
  staffAccount,
  uniqueEmail,
  type Customer,
} from '../../tests/e2e/helpers'
import { receivedMail, type Received } from '../../tests/e2e/mailbox'
import { paragraphs } from '../../tests/fixtures/richText'
import { headerOf } from '../../tests/integration/smtpReceiver'

// One after another: a news alert goes to every subscriber the file's other tests made.
test.describe.configure({ mode: 'serial' })

/** The messages to `address`, once at least `count` have come (the server sends within seconds). */
async function inbox(address: string, count = 1): Promise<Received[]> {
  const mine = () => receivedMail().filter((m) => m.envelopeTo.includes(address))
  await expect.poll(() => mine().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count)
  return mine()
}

/** The message to `address` with this subject, once it has come. */
async function titled(address: string, subject: string): Promise<Received> {
  const find = () => receivedMail().find((m) => m.envelopeTo.includes(address) && m.parsed.subject === subject)
  await expect.poll(() => Boolean(find()), { timeout: 30_000 }).toBe(true)
  return find()!
}

/** The address of `path` in a message's text part. */
function linkIn(message: Received, path: string): string {
  const match = new RegExp(`https?://[^\\s<>"\\]]+${path}\\?token=[^\\s<>"\\]]+`).exec(message.parsed.text ?? '')
  expect(match, `a link to ${path}`).toBeTruthy()
  return match![0]
}

/** A staff member of the editor role, signed in over REST. */
async function editorAuth(request: APIRequestContext) {
  const editor = await staffAccount(request, 'editor')
  const login = await request.post('/api/users/login', { data: editor })
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** An article written in English and Russian as drafts, then published: its first publication
 * mails its alert. Dated long ago, so it sorts after the demo articles that other specs, running
 * at the same time on the same server, expect to lead the news lists. */
async function publishArticle(request: APIRequestContext, auth: Record<string, string>, slug: string) {
  const media = await (await request.get('/api/media?limit=1&depth=0', { headers: auth })).json()
  const english = { date: '2001-01-15T00:00:00.000Z', slug, topic: 'press', image: media.docs[0].id, headline: `Headline ${slug}`, summary: 'English summary.' }
  const created = await request.post('/api/news?locale=en', { headers: auth, data: { ...english, body: paragraphs('Text.'), _status: 'draft' } })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  const russian = { headline: `Заголовок ${slug}`, summary: 'Русское краткое содержание.', body: paragraphs('Текст.') }
  expect((await request.patch(`/api/news/${id}?locale=ru&draft=true`, { headers: auth, data: russian })).ok()).toBeTruthy()
  const published = await request.patch(`/api/news/${id}?locale=en`, { headers: auth, data: { _status: 'published' } })
  expect(published.ok(), await published.text()).toBeTruthy()
}

/** Opens a confirmation link from the mail and presses its button. */
async function confirmFrom(page: Page, message: Received) {
  await page.goto(linkIn(message, '/updates/confirm'))
  await page.locator('main form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/updates\/preferences\?token=.+&done=confirmed$/)
}

async function signedInElsewhere(browser: Browser, customer: Customer) {
  const context = await browser.newContext()
  expect((await context.request.post('/api/loginUSR', { data: { email: customer.email, password: customer.password } })).status()).toBe(200)
  return context
}

test('a visitor signs up in Russian, confirms from the mail and gets an alert in Russian; the one-click unsubscribe stops the next', async ({
  page,
  request,
}) => {
  const visitor = uniqueEmail('updates-ru')
  await page.goto('/?lng=ru')
  await hydrated(page)
  const form = page.locator('form.updates-form')
  await form.getByLabel('Ваш e-mail').fill(visitor)
  await form.locator('input[name="pics"]').check()
  await form.locator('input[name="personalDataConsent"]').check()
  await form.getByRole('button', { name: 'Подписаться' }).click()
  await expect(form.getByRole('status')).toContainText('Проверьте почту')
  const [confirmation] = await inbox(visitor)
  expect(confirmation!.parsed.subject).toBe('Подтвердите подписку на новости Группы Велтрана')
  await confirmFrom(page, confirmation!)
  await expect(page.getByText('Спасибо: подписка подтверждена.')).toBeVisible()

  // Someone else who stays subscribed: once their alert of the next article has come, the
  // visitor's would have been queued before it.
  const stays = uniqueEmail('updates-en')
  expect((await request.post('/api/updateRequest', { data: { email: stays, pics: '1', personalDataConsent: true } })).status()).toBe(202)
  await confirmFrom(page, (await inbox(stays))[0]!)

  const auth = await editorAuth(request)
  const first = `alert-${Date.now()}`
  await publishArticle(request, auth, first)
  const alert = (await inbox(visitor, 2))[1]!
  expect(alert.parsed.subject).toBe(`Заголовок ${first}`)
  expect(alert.parsed.text).toContain('Русское краткое содержание.')
  expect(alert.parsed.text).toContain(`/media/news/${first}?lng=ru`)

  // What a mail service's unsubscribe button does (RFC 8058): a POST to the header's address.
  expect(headerOf(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  const address = /^<(.+)>$/.exec(headerOf(alert, 'List-Unsubscribe') ?? '')?.[1]
  expect(address).toContain('/api/updates/unsubscribe?token=')
  const clicked = await request.post(address!, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(clicked.status()).toBe(200)

  await publishArticle(request, auth, `${first}-next`)
  await inbox(stays, 3)
  expect(await inbox(visitor)).toHaveLength(2)
  const outbox = await request.get(`/api/mail-messages?where[to][equals]=${encodeURIComponent(visitor)}&limit=10`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect((await outbox.json()).totalDocs).toBe(2)
})

const CONFIRMATION = {
  en: { subject: 'Confirm your e-mail address for the Veltrana Group cabinet', button: 'Confirm my address', done: 'your e-mail address is confirmed' },
  ru: { subject: 'Подтвердите адрес эл. почты для личного кабинета Группы Велтрана', button: 'Подтвердить адрес', done: 'адрес эл. почты подтверждён' },
} as const

for (const language of ['en', 'ru'] as const) {
  test(`a new customer confirms the address from the mail (${language}); the dashboard stops asking`, { tag: '@mobile' }, async ({ page, baseURL }) => {
    const words = CONFIRMATION[language]
    await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL! }])
    const customer = await registerByApi(page.request)
    await page.goto('/dashboard')
    const banner = page.locator('.dash-address')
    await expect(banner).toContainText(customer.email)
    await expectNoAxeViolations(page)
    await expectNoHorizontalOverflow(page)

    await page.goto(linkIn(await titled(customer.email, words.subject), '/cabinet/confirm'))
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: words.button }).click()
    await expect(page.locator('main').getByRole('status')).toContainText(words.done)
    await page.goto('/dashboard')
    await expect(page.locator('.dashboard__title')).toBeVisible()
    await expect(banner).toHaveCount(0)
  })
}

test('a customer resets a forgotten password from the mailed link and signs in with it; the old session is gone', async ({ page, browser }) => {
  const elsewhere = await browser.newContext()
  const customer = await registerByApi(elsewhere.request)
  expect((await elsewhere.request.post('/api/idData', { data: {} })).status()).toBe(200)

  await page.goto('/cabinet/forgot?lng=ru')
  await page.locator('#forgot-email').fill(customer.email)
  const answered = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Отправить ссылку' }).click()
  // The page that answers an address is private, never kept by a cache.
  expect((await answered).headers()['cache-control']).toBe('private, no-store')
  await expect(page.locator('main').getByRole('status')).toContainText('Проверьте почту')
  const message = await titled(customer.email, 'Сброс пароля личного кабинета Группы Велтрана')

  // Never confirmed, this address still gets the reset link; following it confirms the address, so the notice follows.
  await page.goto(linkIn(message, '/cabinet/reset'))
  await page.locator('#reset-password').fill('brand-new-pass-1')
  await page.locator('#reset-confirm').fill('brand-new-pass-1')
  await page.getByRole('button', { name: 'Сохранить новый пароль' }).click()
  await expect(page).toHaveURL(/\/cabinet\?done=reset$/)
  await expect(page.locator('main').getByRole('status')).toHaveText('Пароль изменён, все сеансы завершены. Войдите с новым паролем.')
  await hydrated(page)
  await page.locator('#login-email').fill(customer.email)
  await page.locator('#login-password').fill('brand-new-pass-1')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  expect((await elsewhere.request.post('/api/idData', { data: {} })).status()).toBe(401)
  await titled(customer.email, 'Пароль личного кабинета Группы Велтрана изменён')
  await elsewhere.close()
})

test('a signed-in customer changes the password: signed in here, out elsewhere, told by mail; then signs out everywhere', async ({ page, browser }) => {
  const customer = await registerByApi(page.request)
  // Notices go to a confirmed address: the customer confirms it from the mail first.
  await page.goto(linkIn(await titled(customer.email, 'Confirm your e-mail address for the Veltrana Group cabinet'), '/cabinet/confirm'))
  await page.getByRole('button', { name: 'Confirm my address' }).click()
  await expect(page.locator('main').getByRole('status')).toContainText('your e-mail address is confirmed')
  const elsewhere = await signedInElsewhere(browser, customer)
  await page.goto('/dashboard')
  await page.getByLabel('Current password').fill(customer.password)
  await page.getByLabel('New password').fill('changed-pass-2')
  await page.getByLabel('Confirm password').fill('changed-pass-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/dashboard\?done=password$/)
  await expect(page.locator('main').getByRole('status')).toContainText('Your password is changed.')
  expect((await elsewhere.request.post('/api/idData', { data: {} })).status()).toBe(401)
  await titled(customer.email, 'Your Veltrana Group cabinet password was changed')

  const again = await signedInElsewhere(browser, { ...customer, password: 'changed-pass-2' })
  await page.reload()
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page).toHaveURL(/\/cabinet\?done=everywhere$/)
  await expect(page.locator('main').getByRole('status')).toHaveText('You are signed out on every device.')
  expect((await again.request.post('/api/idData', { data: {} })).status()).toBe(401)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/cabinet$/)
  await Promise.all([elsewhere.close(), again.close()])
})

test('a staff member with two-factor sign-in resets a forgotten password from the mailed link; the admin asks for a code, in Russian', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const account = await staffAccount(request, 'editor')
  const auth = { Authorization: `JWT ${(await (await request.post('/api/users/login', { data: account })).json()).token}` }
  const { ticket, secret } = await (await request.post('/api/users/two-factor/setup', { headers: auth })).json()
  const codeFor = (steps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })
  const confirmed = await request.post('/api/users/two-factor/confirm', {
    headers: auth,
    data: { password: account.password, code: codeFor(0), enrolment: ticket },
  })
  const { recoveryCodes } = await confirmed.json()

  await page.context().addCookies([{ name: 'payload-lng', value: 'ru', url: baseURL! }])
  await page.goto('/admin/forgot')
  await page.locator('#field-email').fill(account.email)
  await page.locator('button[type="submit"]').click()
  const [message] = await inbox(account.email)
  const link = /https?:\/\/[^\s"<>]+\/admin\/password\/reset\/[0-9a-f]+/.exec(String(message!.parsed.html))
  expect(link, 'a link to the reset page').toBeTruthy()

  await page.goto(link![0])
  await adminExpect(page.getByRole('heading', { name: 'Сброс пароля' })).toBeVisible()
  await page.getByLabel('Новый пароль').fill('reset-staff-password-1')
  await page.getByLabel('Подтверждение пароля').fill('reset-staff-password-1')
  const code = page.getByLabel('Код')
  await code.fill(String((Number(codeFor(1)) + 500_000) % 1_000_000).padStart(6, '0'))
  await page.getByRole('button', { name: 'Сброс пароля' }).click()
  await adminExpect(page.locator('#two-factor-error')).toHaveText('Код неверный, устарел или уже использован. Введите текущий код из приложения.')
  await expectNoAxeViolations(page, { include: '.reset-password' })
  // The setup spent this period's code; the next one is inside the window of one step.
  await code.fill(codeFor(1))
  await page.getByRole('button', { name: 'Сброс пароля' }).click()
  await adminExpect(page).toHaveURL(/\/admin\/?$/)
  const signedIn = await request.post('/api/users/login', { data: { email: account.email, password: 'reset-staff-password-1', code: recoveryCodes[0] } })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
})
