// Screenshots of the passkey parts: the dashboard's section with one passkey (added through Chromium's virtual
// authenticator) and the sign-in page, at each width and language: npx tsx tests/tools/passkey-shots.ts ORIGIN OUT_PREFIX
import { chromium } from 'playwright-core'
import { virtualAuthenticator } from '../../features/passkeys/testing'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { customerProfile } from '../fixtures/customer'
import { pageAt, VIEWS } from './views'
const [, , origin = 'http://localhost:3410', out = '/tmp/passkeys'] = process.argv
const browser = await chromium.launch(playwrightLaunchOptions())
const context = await browser.newContext()
const registered = await context.request.post(`${origin}/api/register`, {
  data: { email: `shot-${Date.now()}@example.com`, password: 'shot-password-1', data: customerProfile({ firstName: 'Anna', lastName: 'Petrova' }) },
})
console.log('register', registered.status())
for (const [width, lng] of VIEWS) {
  const page = await pageAt(context, width)
  await virtualAuthenticator(page)
  await page.goto(`${origin}/dashboard?lng=${lng}`)
  if (width === 1280 && lng === 'en') {
    await page.locator('.passkey-action__button').click()
    await page.waitForURL(/done=passkey-added/)
  }
  await page.waitForTimeout(800)
  await page.locator('.dash-passkeys').screenshot({ path: `${out}-dashboard-${width}-${lng}.png` })
  const visitor = await pageAt(await browser.newContext(), width)
  await visitor.goto(`${origin}/cabinet?lng=${lng}`)
  await visitor.waitForTimeout(800)
  await visitor.locator('.cabinet').screenshot({ path: `${out}-cabinet-${width}-${lng}.png` })
}
await browser.close()
