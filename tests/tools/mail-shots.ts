// Screenshots of the pages mailed links open, the password-reset pages, the dashboard's password
// and sessions forms and the admin's reset page, at 1280 and 390 px in English and Russian, from
// a server whose mail goes to a receiver this script starts:
//   SMTP_URL=smtp://127.0.0.1:4410 PORT=3410 node scripts/e2e-server.mjs
//   npx tsx tests/tools/mail-shots.ts http://localhost:3410 /tmp/shots-mail 4410
import fs from 'node:fs'
import { chromium, type BrowserContext } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { customerProfile } from '../fixtures/customer'
import { startSmtpReceiver } from '../integration/smtpReceiver'

const [, , origin = 'http://localhost:3410', out = '/tmp/shots-mail', smtpPort = '4410'] = process.argv
fs.mkdirSync(out, { recursive: true })
const smtp = await startSmtpReceiver(Number(smtpPort))
const browser = await chromium.launch(playwrightLaunchOptions())
const context = await browser.newContext()
const stamp = Date.now()

async function mailTo(address: string, count = 1) {
  for (let i = 0; i < 300; i++) {
    const mine = smtp.messages.filter((m) => m.envelopeTo.includes(address))
    if (mine.length >= count) return mine[count - 1]!
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no message to ${address}`)
}
const link = (text: string | undefined | false, path: string) => new RegExp(`https?://[^\\s<>"\\]]+${path}[^\\s<>"\\]]*`).exec(text || '')![0]

/** The page at both widths and in both languages; `act` runs on the page before the shot. */
async function shoot(name: string, url: string, act?: (page: Awaited<ReturnType<BrowserContext['newPage']>>) => Promise<void>, ctx = context) {
  for (const width of [1280, 390])
    for (const lng of ['en', 'ru']) {
      const page = await ctx.newPage()
      await page.setViewportSize({ width, height: 900 })
      const address = new URL(url, origin)
      if (!address.pathname.startsWith('/admin')) address.searchParams.set('lng', lng)
      else await ctx.addCookies([{ name: 'payload-lng', value: lng, url: origin }])
      await page.goto(address.toString())
      if (act) await act(page)
      await page.waitForTimeout(400)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 0) console.log(`${name} ${width} ${lng}: ${overflow}px sideways`)
      await page.screenshot({ path: `${out}/${name}-${width}-${lng}.png`, fullPage: true })
      await page.close()
    }
}

// A subscriber's pages, from a real confirmation message.
const subscriber = `shot-sub-${stamp}@example.org`
await context.request.post(`${origin}/api/updateRequest`, { data: { email: subscriber, pics: '1', personalDataConsent: true } })
const confirmation = await mailTo(subscriber)
await shoot('updates-confirm', link(confirmation.parsed.text, '/updates/confirm'))
await shoot('updates-unsubscribe', link(confirmation.parsed.text, '/updates/unsubscribe'))
const page = await context.newPage()
await page.goto(link(confirmation.parsed.text, '/updates/confirm'))
await page.locator('main form button[type="submit"]').click()
await page.waitForURL(/done=confirmed/)
await shoot('updates-preferences', page.url())

// The customer's forgotten password, and the dashboard.
const email = `shot-${stamp}@example.org`
await context.request.post(`${origin}/api/register`, {
  data: {
    email,
    password: 'shot-password-1',
    data: customerProfile({ firstName: 'Anna', lastName: 'Petrova', address: 'Tverskaya st. 7, Moscow' }),
  },
})
await shoot('dashboard', '/dashboard')
await shoot('dashboard-error', '/dashboard', async (p) => {
  await p.locator('#dash-current').fill('not-it')
  await p.locator('#dash-password').fill('abc')
  await p.locator('#dash-confirm').fill('abc')
  await p.locator('#dash-current').press('Enter')
  await p.waitForLoadState('networkidle')
})
await shoot('dashboard-changed', '/dashboard?done=password')
const anonymous = await browser.newContext()
await shoot('cabinet-forgot', '/cabinet/forgot', undefined, anonymous)
await shoot(
  'cabinet-forgot-sent',
  '/cabinet/forgot',
  async (p) => {
    await p.locator('#forgot-email').fill(email)
    await p.locator('#forgot-email').press('Enter')
    await p.waitForLoadState('networkidle')
  },
  anonymous,
)
// Each of the four requests made a new link and spent the one before: the last one works.
const resetMail = await mailTo(email, 4)
await shoot('cabinet-reset', link(resetMail.parsed.text, '/cabinet/reset'), undefined, anonymous)
await shoot('cabinet-reset-invalid', '/cabinet/reset?token=1.2.3.4', undefined, anonymous)
await shoot('cabinet-done', '/cabinet?done=everywhere', undefined, anonymous)

// The admin's reset page for an account with a second factor.
const admin = await anonymous.request.post(`${origin}/api/users/login`, { data: { email: 'admin@veltrana.example', password: 'e2e-admin-password' } })
const auth = { Authorization: `JWT ${(await admin.json()).token}` }
const staff = { email: `shot-staff-${stamp}@example.org`, password: 'shot-staff-password-1' }
await anonymous.request.post(`${origin}/api/users`, { headers: auth, data: { ...staff, role: 'editor' } })
const staffAuth = { Authorization: `JWT ${(await (await anonymous.request.post(`${origin}/api/users/login`, { data: staff })).json()).token}` }
const { ticket, secret } = await (await anonymous.request.post(`${origin}/api/users/two-factor/setup`, { headers: staffAuth })).json()
const { TOTP, Secret } = await import('otpauth')
const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
await anonymous.request.post(`${origin}/api/users/two-factor/confirm`, { headers: staffAuth, data: { password: staff.password, code, enrolment: ticket } })
await anonymous.request.post(`${origin}/api/users/forgot-password`, { data: { email: staff.email } })
const staffLink = /https?:\/\/[^\s"<>]+\/admin\/password\/reset\/[0-9a-f]+/.exec(String((await mailTo(staff.email)).parsed.html))![0]
const adminContext = await browser.newContext()
await shoot('admin-reset', staffLink, (p) => p.getByRole('heading').first().waitFor(), adminContext)

await browser.close()
await smtp.stop()
