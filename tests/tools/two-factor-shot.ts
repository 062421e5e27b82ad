// Screenshots of two-factor sign-in in the admin, for a person to look at, in English and
// Russian (the admin's language setting, its `payload-lng` cookie) at 1280 and 390 px: the setup
// a back-office account goes through at its first sign-in, its recovery codes, the code step of
// a later sign-in, and the panel on an editor's account page while setting it up.
//
//   npx tsx tests/tools/two-factor-shot.ts http://localhost:3410 out/ admin@veltrana.example <password>
//
// Needs a server that requires two-factor sign-in (the default; not STAFF_TWO_FACTOR=optional)
// whose first admin has not set it up yet: this signs it up over REST, as an app would.
import { chromium, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'

const [origin = 'http://localhost:3410', out = '.', adminEmail = 'admin@veltrana.example', adminPassword = ''] = process.argv.slice(2)
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as any }
}

// The first admin sets up its second factor over REST; its token makes the accounts below.
const first = await post('/api/users/login', { email: adminEmail, password: adminPassword })
const { secret: adminSecret, ticket } = first.json.errors[0].data.enrolment
const admin = await post('/api/users/login', { email: adminEmail, password: adminPassword, code: codeFor(adminSecret), enrolment: ticket })
if (admin.status !== 200) throw new Error(`admin sign-in: ${admin.status} ${JSON.stringify(admin.json)}`)
const token = admin.json.token as string

async function account(role: 'backoffice' | 'editor') {
  const email = `shot-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@veltrana.example`
  const password = `${role}-password-1`
  const made = await post('/api/users', { email, password, role, name: role === 'editor' ? 'Elena Editor' : 'Boris Backoffice' }, token)
  if (made.status !== 201) throw new Error(`creating ${role}: ${made.status}`)
  return { email, password }
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${origin}/admin/login`)
  await page.locator('#field-email').fill(who.email)
  await page.locator('#field-password').fill(who.password)
  await page.locator('button[type="submit"]').click()
}

const browser = await chromium.launch(playwrightLaunchOptions())
for (const language of ['en', 'ru']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    await context.addCookies([{ name: 'payload-lng', value: language, url: origin }])
    const page = await context.newPage()
    const shot = (name: string) => page.screenshot({ path: `${out}/two-factor-${name}-${language}-${width}.png`, fullPage: true })

    // First sign-in of a back-office account: the setup, then the recovery codes.
    const backoffice = await account('backoffice')
    await signIn(page, backoffice)
    await page.locator('#two-factor-secret').waitFor()
    await shot('setup-at-sign-in')
    const secret = ((await page.locator('#two-factor-secret').textContent()) ?? '').replace(/\s/g, '')
    await page.locator('#field-code').fill('000000')
    await page.locator('button[type="submit"]').click()
    await page.locator('#two-factor-error').waitFor()
    await shot('setup-wrong-code')
    await page.locator('#field-code').fill(codeFor(secret))
    await page.locator('button[type="submit"]').click()
    await page.locator('.two-factor__recovery').waitFor()
    await shot('recovery-codes')

    // A later sign-in: the code step.
    await context.clearCookies({ name: 'payload-token' })
    await signIn(page, backoffice)
    await page.locator('#field-code').waitFor()
    await shot('code-step')

    // An editor's account page, setting it up there.
    const editor = await account('editor')
    await context.clearCookies({ name: 'payload-token' })
    await signIn(page, editor)
    await page.waitForURL(/\/admin\/?$/)
    await page.goto(`${origin}/admin/account`)
    const panel = page.locator('.two-factor--panel')
    await panel.waitFor()
    await panel.locator('button').first().click()
    await panel.locator('#two-factor-secret').waitFor()
    await panel.scrollIntoViewIfNeeded()
    await shot('account-setup')
    // Payload's own header and save bar overflow at 390 px; the panel must not.
    const right = await panel.evaluate((element) => element.getBoundingClientRect().right)
    if (right > width) console.log(`the panel overflows at ${width} px (${language}): its right edge is at ${right}`)
    await context.close()
  }
}
await browser.close()
console.log(`screenshots in ${out}`)
