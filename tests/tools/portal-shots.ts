// Screenshots of the customer's documents and messages pages, at 1280 and 390 px in English and
// Russian, against a running e2e server (its admin signs in to make a back-office account, which
// attaches a statement and answers a conversation):
// npx tsx tests/tools/portal-shots.ts ORIGIN OUT_PREFIX
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { TEST_ADMIN } from '../../scripts/lib/server.mjs'
import { customerProfile } from '../fixtures/customer'
import { pageAt, VIEWS } from './views'

const [, , origin = 'http://localhost:3800', out = '/tmp/portal'] = process.argv
const browser = await chromium.launch(playwrightLaunchOptions())
const context = await browser.newContext()
const { request } = context
const registered = await request.post(`${origin}/api/register`, {
  data: { email: `portal-shot-${Date.now()}@example.com`, password: 'shot-password-1', data: customerProfile({ firstName: 'Anna' }) },
})
const customer = Number((await registered.json()).uid)

const staff = await browser.newContext()
const admin = (await (await staff.request.post(`${origin}/api/users/login`, { data: TEST_ADMIN })).json()).token as string
const account = { email: `portal-shot-staff-${Date.now()}@veltrana.example`, password: 'backoffice-password-1', role: 'backoffice' }
await staff.request.post(`${origin}/api/users`, { headers: { Authorization: `JWT ${admin}` }, data: account })
const headers = { Authorization: `JWT ${(await (await staff.request.post(`${origin}/api/users/login`, { data: account })).json()).token}` }
const pdf = Buffer.from('%PDF-1.4\n% statement\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n')
const made = await staff.request.post(`${origin}/api/customer-documents`, {
  headers,
  multipart: {
    _payload: JSON.stringify({ customer, title: 'Account statement for March 2026, with a long title that has to wrap', kind: 'statement' }),
    file: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf },
  },
})
const doc = (await made.json()).doc
await staff.request.patch(`${origin}/api/customer-documents/${doc.id}?locale=ru`, {
  headers,
  data: { title: 'Выписка по счёту за март 2026 года с длинным названием, которое переносится' },
})

const page = await context.newPage()
await page.goto(`${origin}/dashboard/messages`)
await page.getByLabel('Subject').selectOption('booking')
await page.getByLabel('Your message').fill('Could I book a consultation on Tuesday morning?\nAny time before noon suits me.')
await page.getByRole('button', { name: 'Send' }).click()
await page.waitForURL(/\/dashboard\/messages\/\d+$/)
const thread = Number(page.url().split('/').pop())
await staff.request.post(`${origin}/api/customer-messages`, { headers, data: { thread, body: 'Tuesday at 10:00 suits us. We look forward to seeing you.' } })

for (const [width, lng] of VIEWS) {
  const shot = await pageAt(context, width)
  for (const [name, path] of [
    ['dashboard', '/dashboard'],
    ['documents', '/dashboard/documents'],
    ['messages', '/dashboard/messages'],
    ['conversation', `/dashboard/messages/${thread}`],
  ]) {
    await shot.goto(`${origin}${path}?lng=${lng}`)
    await shot.screenshot({ path: `${out}-${name}-${width}-${lng}.png`, fullPage: true })
  }
  await shot.close()
}
await browser.close()
