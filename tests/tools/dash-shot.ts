// Screenshots of a signed-in dashboard (a customer made through the API): npx tsx tests/tools/dash-shot.ts ORIGIN OUT_PREFIX
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { customerProfile } from '../fixtures/customer'
import { pageAt, VIEWS } from './views'
const [, , origin = 'http://localhost:3600', out = '/tmp/dash'] = process.argv
const browser = await chromium.launch(playwrightLaunchOptions())
const email = `shot-${Date.now()}@example.com`
const context = await browser.newContext()
const response = await context.request.post(`${origin}/api/register`, {
  data: {
    email,
    password: 'shot-password-1',
    data: customerProfile({ firstName: 'Anna', lastName: 'Petrova', address: 'Tverskaya st. 7, Moscow' }),
  },
})
console.log('register', response.status(), (await response.text()).slice(0, 120))
for (const [width, lng] of VIEWS) {
  const page = await pageAt(context, width)
  await page.goto(`${origin}/dashboard?lng=${lng}`)
  await page
    .locator('.dash-procedures__toggle')
    .click()
    .catch(() => {})
  await page.waitForTimeout(600)
  await page.screenshot({ path: `${out}-${width}-${lng}.png`, fullPage: true })
}
await browser.close()
