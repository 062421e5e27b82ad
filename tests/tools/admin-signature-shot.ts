// Screenshots of a customer's page in the admin (signature thumbnail and its check), for a
// person to look at: `npx tsx tests/tools/admin-signature-shot.ts http://localhost:3300 out/`.
// Registers a customer through the API and signs in as the e2e admin.
import { chromium } from '@playwright/test'
import { TEST_ADMIN } from '../../scripts/lib/server.mjs'
import { drawnSignature } from '../fixtures/png'

const [origin = 'http://localhost:3300', out = '.'] = process.argv.slice(2)
const email = `shot-${Date.now()}@example.org`
const registered = await fetch(`${origin}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({
    email,
    password: 'Shot-password-1',
    data: { phone: '+7 912 345-67-89', firstName: 'Anna', lastName: 'Petrova', address: 'Tverskaya st. 7, Moscow', signature: drawnSignature() },
  }),
})
const { uid } = (await registered.json()) as { uid: string }
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
})
for (const locale of ['en-GB', 'ru-RU']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
    const page = await context.newPage()
    await page.goto(`${origin}/admin/login`)
    await page.locator('#field-email').fill(TEST_ADMIN.email)
    await page.locator('#field-password').fill(TEST_ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin\/?$/)
    await page.goto(`${origin}/admin/collections/customers/${uid}`)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${out}/admin-customer-${locale}-${width}.png`, fullPage: true })
    await context.close()
  }
}
await browser.close()
console.log(`customer ${uid}: screenshots in ${out}`)
