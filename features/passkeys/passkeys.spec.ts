// Passkeys as a customer uses them, in Chromium with its virtual authenticator (a platform authenticator that keeps
// discoverable, user-verified credentials): add one on the dashboard, sign out, sign in with it on /cabinet without an
// address or password, remove it. English and Russian; the layout at both widths; axe on the dashboard's section.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalOverflow, hydrated, registerByApi } from '../../tests/e2e/helpers'
import { virtualAuthenticator } from './testing'

const WORDS = {
  en: {
    add: 'Add a passkey',
    added: 'Your passkey has been added.',
    signOut: 'Sign out',
    signIn: 'Sign in with a passkey',
    greeting: /^Welcome, /,
    remove: 'Remove',
    removed: 'The passkey has been removed.',
    none: 'You have no passkeys yet.',
    never: 'last used never',
  },
  ru: {
    add: 'Добавить ключ доступа',
    added: 'Ключ доступа добавлен.',
    signOut: 'Выйти',
    signIn: 'Войти по ключу доступа',
    greeting: /^Здравствуйте, /,
    remove: 'Удалить',
    removed: 'Ключ доступа удалён.',
    none: 'У вас пока нет ключей доступа.',
    never: 'последний вход не было',
  },
} as const

for (const language of ['en', 'ru'] as const) {
  const words = WORDS[language]
  test(`${language}: a customer adds a passkey, signs in with it alone, and removes it @mobile`, async ({ page }) => {
    const authenticator = await virtualAuthenticator(page)
    await registerByApi(page.request)
    await page.goto(`/dashboard?lng=${language}`)
    const panel = page.locator('.dash-passkeys')
    await expect(panel.getByText(words.none)).toBeVisible()
    await hydrated(page)

    await panel.getByRole('button', { name: words.add }).click()
    await expect(page.getByRole('status').filter({ hasText: words.added })).toBeVisible()
    await expect(panel.locator('.dash-devices__item')).toHaveCount(1)
    await expect(panel.locator('.dash-devices__item')).toContainText(words.never)
    expect(await authenticator.credentials()).toHaveLength(1)
    await expectNoAxeViolations(page, { include: '.dash-passkeys' })
    await expectNoHorizontalOverflow(page)

    await page.getByRole('button', { name: words.signOut, exact: true }).first().click()
    await expect(page).toHaveURL(/\/cabinet/)
    await hydrated(page)
    await page.getByRole('button', { name: words.signIn }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.locator('.dashboard__title')).toHaveText(words.greeting)
    await expect(panel.locator('.dash-devices__item')).not.toContainText(words.never)

    await panel.getByRole('button', { name: new RegExp(`^${words.remove}`) }).click()
    await expect(page.getByRole('status').filter({ hasText: words.removed })).toBeVisible()
    await expect(panel.getByText(words.none)).toBeVisible()
  })
}

test('without JavaScript, /cabinet keeps the password form and says a passkey needs scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/cabinet?lng=en')
  // Playwright's text search skips <noscript>; a browser without scripts shows its content.
  await expect(page.locator('.passkey-action__note')).toHaveText(
    'Signing in with a passkey needs JavaScript. You can still sign in with your e-mail and password above.',
  )
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0)
  await expect(page.locator('#login-password')).toBeVisible()
  await context.close()
})
