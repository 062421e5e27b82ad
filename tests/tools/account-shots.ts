// Screenshots of the dashboard's address banner and of the forced password change, at 1280 and 390 px in English and
// Russian: npx tsx tests/tools/account-shots.ts ORIGIN DATABASE OUT_PREFIX. A customer is registered through the API (an
// unconfirmed address); the forced change is the same customer's session marked in DATABASE (the server's SQLite file), as
// a sign-in with a password that no longer qualifies marks it.
import { execFileSync } from 'node:child_process'
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { drawnSignature } from '../fixtures/png'

const [, , origin = 'http://localhost:3520', database = '', out = '/tmp/account'] = process.argv
const browser = await chromium.launch(playwrightLaunchOptions())
const context = await browser.newContext()
const response = await context.request.post(`${origin}/api/register`, {
  data: {
    email: `shot-${Date.now()}@example.com`,
    password: 'shot-larch-harbour',
    data: { firstName: 'Anna', lastName: 'Petrova', address: 'Tverskaya st. 7, Moscow', phone: '+79123456789', signature: drawnSignature() },
  },
})
const { uid } = (await response.json()) as { uid: string }

async function shoot(name: string) {
  for (const width of [1280, 390])
    for (const lng of ['en', 'ru']) {
      const page = await context.newPage()
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${origin}/dashboard?lng=${lng}`)
      await page.screenshot({ path: `${out}-${name}-${width}-${lng}.png`, fullPage: true })
      await page.close()
    }
}

await shoot('banner')
if (database) {
  execFileSync('sqlite3', [database, `UPDATE customer_sessions SET password_change_required = 1 WHERE customer_id = ${Number(uid)}`])
  await shoot('forced')
}
await browser.close()
