// Screenshots of the dashboard's notice of corrected details (a customer made through the API, corrected by a new
// back-office account over REST): npx tsx tests/tools/corrections-shot.ts ORIGIN OUT_PREFIX
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { customerProfile } from '../fixtures/customer'
import { pageAt, VIEWS } from './views'
const [, , origin = 'http://localhost:3600', out = '/tmp/corrections'] = process.argv
const admin = { email: process.env.E2E_ADMIN_EMAIL || 'admin@veltrana.example', password: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password' }
const browser = await chromium.launch(playwrightLaunchOptions())
const context = await browser.newContext()
const registered = await context.request.post(`${origin}/api/register`, {
  data: { email: `shot-${Date.now()}@example.com`, password: 'shot-password-1', data: customerProfile({ firstName: 'Anna', lastName: 'Petrova' }) },
})
const { uid } = await registered.json()
const staff = await browser.newContext()
const token = (await (await staff.request.post(`${origin}/api/users/login`, { data: admin })).json()).token
const officer = { email: `backoffice-shot-${Date.now()}@example.com`, password: 'backoffice-password-1' }
await staff.request.post(`${origin}/api/users`, { headers: { Authorization: `JWT ${token}` }, data: { ...officer, role: 'backoffice', name: 'Shot' } })
const headers = { Authorization: `JWT ${(await (await staff.request.post(`${origin}/api/users/login`, { data: officer })).json()).token}` }
const copy = await (await staff.request.get(`${origin}/api/customers/${uid}?depth=0`, { headers })).json()
const saved = await staff.request.patch(`${origin}/api/customers/${uid}`, {
  headers,
  data: { phone: '+7 916 765-43-21', address: 'Новый Арбат, 21, корпус 1, квартира 184, Москва', updatedAt: copy.updatedAt },
})
console.log('corrected', saved.status())
for (const [width, lng] of VIEWS) {
  const page = await pageAt(context, width)
  await page.goto(`${origin}/dashboard?lng=${lng}`)
  await page.locator('.dash-corrected').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${out}-${width}-${lng}.png` })
}
await browser.close()
