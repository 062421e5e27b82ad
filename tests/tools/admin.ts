// What the admin screenshot tools share: Debian's Chromium, and signing in as the e2e admin.
import { chromium, type Page } from '@playwright/test'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { TEST_ADMIN } from '../../scripts/lib/server.mjs'

export function launchChromium() {
  return chromium.launch(playwrightLaunchOptions())
}

/** Signs `page` in to the admin at `origin` as the e2e admin; the admin then speaks the
 * browser context's language. */
export async function signInAsAdmin(page: Page, origin: string) {
  await page.goto(`${origin}/admin/login`)
  await page.locator('#field-email').fill(TEST_ADMIN.email)
  await page.locator('#field-password').fill(TEST_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}
