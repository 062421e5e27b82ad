// Two-factor sign-in in the admin, as a staff member does it: set it up on their account's page
// (the key shown as text is read, and the code computed from it as an authenticator app does),
// sign out, sign in again with the password and then a code. What the server refuses (no code,
// wrong, replayed, the secret over REST) is proven over HTTP in
// features/staff/staffTwoFactor.test.ts.
import { expect, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { adminFill, adminToken, expectNoAxeViolations, uniqueEmail } from '../../tests/e2e/helpers'

/** The admin renders on the server per request: give it time on a loaded machine. */
const adminExpect = expect.configure({ timeout: 60_000 })

/** The code an app shows for the secret, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })

test('a back-office account sets up two-factor sign-in in the admin, then signs in with password and code', async ({ page, request }) => {
  test.setTimeout(300_000)
  // A new account: the e2e admin signs in with its password alone for every other test.
  const token = await adminToken(request)
  const account = { email: uniqueEmail('two-factor'), password: 'two-factor-password-1' }
  const made = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { ...account, role: 'backoffice' } })
  expect(made.status(), await made.text()).toBe(201)

  const signIn = async () => {
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(account.email)
    await page.locator('#field-password').fill(account.password)
    await page.locator('button[type="submit"]').click()
  }
  // This server lets the back office in without it (STAFF_TWO_FACTOR=optional, scripts/lib/server.mjs).
  await signIn()
  await adminExpect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/account')
  const panel = page.locator('.two-factor--panel')
  await adminExpect(panel).toContainText('Off: signing in asks for your password only.')
  await panel.getByRole('button', { name: 'Set up' }).click()
  await adminExpect(panel.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = ((await panel.locator('#two-factor-secret').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // The session alone does not choose the factor: the password too.
  await expect(panel.locator('#field-two-factor-password')).toBeFocused()
  await panel.locator('#field-two-factor-password').fill(account.password)
  await panel.locator('#field-code').fill(codeFor(secret))
  await panel.getByRole('button', { name: 'Turn on' }).click()
  const codes = panel.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')
  await adminExpect(codes).toHaveCount(10)
  const recovery = await codes.allTextContents()
  await panel.getByRole('button', { name: 'Done, I have saved them' }).click()
  await expect(panel).toContainText('On: signing in asks for a code from your authenticator app.')

  await page.goto('/admin/logout')
  await adminExpect(page).toHaveURL(/\/admin\/login/)
  await signIn()
  const code = page.locator('#field-code')
  await adminExpect(code).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
  await expect(page.locator('#field-code')).toBeFocused()
  await expectNoAxeViolations(page)
  // The setup spent this period's code; the next one is inside the window of one step.
  await code.fill(codeFor(secret, 1))
  await page.locator('button[type="submit"]').click()
  await adminExpect(page).toHaveURL(/\/admin\/?$/)
  await adminExpect(page.getByRole('link', { name: /customers/i }).first()).toBeVisible()

  // Changing the password on the account page asks for the current one and a code.
  await page.goto('/admin/account')
  await page.locator('#change-password').click()
  const newPassword = 'two-factor-password-2'
  await page.locator('#field-password').fill(newPassword)
  await page.locator('#field-confirm-password').fill(newPassword)
  await page.locator('#field-currentPassword').fill(account.password)
  // The sign-in spent the next period's code: a recovery code stands in.
  await adminFill(page, page.locator('#field-currentCode'), recovery[0]!.trim())
  await page.locator('#action-save').click()
  await adminExpect(page.locator('.payload-toast-container')).toContainText(/success/i)
  const signedIn = await request.post('/api/users/login', { data: { email: account.email, password: newPassword, code: recovery[1]!.trim() } })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
})
