// Screenshots of the dashboard's data-rights part (before and after a deletion request, with a back-office look listed)
// and of the "Your data" page, at 1280 and 390 px in both languages:
// npx tsx tests/tools/data-rights-shot.ts ORIGIN OUT_PREFIX [ADMIN_EMAIL ADMIN_PASSWORD]
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { customerProfile } from '../fixtures/customer'
import { pageAt, VIEWS } from './views'
const [, , origin = 'http://localhost:3500', out = '/tmp/rights', adminEmail = 'admin@veltrana.example', adminPassword = 'e2e-admin-password'] = process.argv
const browser = await chromium.launch(playwrightLaunchOptions())
const context = await browser.newContext()
const registered = await context.request.post(`${origin}/api/register`, {
  data: { email: `rights-shot-${Date.now()}@example.com`, password: 'shot-password-1', data: customerProfile({ firstName: 'Anna', lastName: 'Petrova' }) },
})
const { uid } = await registered.json()
const staff = await browser.newContext()
const { token } = await (await staff.request.post(`${origin}/api/users/login`, { data: { email: adminEmail, password: adminPassword } })).json()
const auth = { Authorization: `JWT ${token}` }
await staff.request.post(`${origin}/api/procedures`, {
  headers: auth,
  data: { customer: Number(uid), name: 'Annual checkup', price: 125_000, status: 'planned' },
})
await staff.request.get(`${origin}/api/customers/${uid}`, { headers: auth })

async function shoot(name: string, path: string, selector?: string) {
  for (const [width, lng] of VIEWS) {
    const page = await pageAt(context, width)
    await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`)
    const file = `${out}-${name}-${width}-${lng}.png`
    if (selector) await page.locator(selector).screenshot({ path: file })
    else await page.screenshot({ path: file, fullPage: true })
    await page.close()
  }
}
await shoot('panel', '/dashboard', '#data-rights')
await shoot('page', '/dashboard/data')
const page = await context.newPage()
await page.goto(`${origin}/dashboard`)
await page.locator('#dash-delete-confirm').check()
await page.locator('#data-rights button[type=submit]').click()
await page.waitForURL(/done=deletion/)
await shoot('pending', '/dashboard', '#data-rights')
await browser.close()
