// Screenshots of scheduling a page's publication in the admin (the publish button's menu and the
// schedule drawer), for a person to look at:
// `npx tsx tests/tools/admin-schedule-shot.ts http://localhost:3300 out/`. Makes a page through the
// API and signs in as the e2e admin.
import { chromium } from '@playwright/test'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { TEST_ADMIN } from '../../scripts/lib/server.mjs'

const [origin = 'http://localhost:3300', out = '.'] = process.argv.slice(2)
const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
const { token } = (await login.json()) as { token: string }
const created = await fetch(`${origin}/api/pages?locale=en`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
  body: JSON.stringify({ title: 'Annual report 2026', path: `shot-${Date.now().toString(36)}`, _status: 'draft', layout: [] }),
})
const { doc } = (await created.json()) as { doc: { id: number } }
const browser = await chromium.launch(playwrightLaunchOptions())
for (const locale of ['en-GB', 'ru-RU']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
    const page = await context.newPage()
    await page.goto(`${origin}/admin/login`)
    await page.locator('#field-email').fill(TEST_ADMIN.email)
    await page.locator('#field-password').fill(TEST_ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin\/?$/)
    await page.goto(`${origin}/admin/collections/pages/${doc.id}`)
    await page.waitForLoadState('networkidle')
    // The publish button's menu holds "Schedule Publish".
    await page.locator('.form-submit .popup-button').first().click()
    await page.screenshot({ path: `${out}/admin-schedule-menu-${locale}-${width}.png` })
    await page.locator('.popup__content button').first().click()
    await page.waitForTimeout(800)
    await page.screenshot({ path: `${out}/admin-schedule-drawer-${locale}-${width}.png` })
    await context.close()
  }
}
await browser.close()
console.log(`page ${doc.id}: screenshots in ${out}`)
