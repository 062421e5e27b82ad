import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test'
import type axe from 'axe-core'
import { drawnSignature } from '../fixtures/png'

export const ADMIN = { email: process.env.E2E_ADMIN_EMAIL || 'admin@veltrana.example', password: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password' }

/** axe-core's minified build: the same rules, half the script for every page scanned to parse. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** An axe scan against WCAG 2.1 A/AA; the list of violations must be empty. `exclude` leaves
 * out third-party frames we do not control (e.g. the OpenStreetMap embed); `include` limits the
 * scan to our own part of a page someone else renders (a view in Payload's admin).
 * axe-core runs in the page itself, frames not entered (the site's only frame is a third party's
 * and excluded): the same rules and results as @axe-core/playwright's builder, which also opens
 * a page of its own for every scan to merge the frames' results and so took three to five times
 * as long. Only violations are detailed; passing nodes are not collected. */
export async function expectNoAxeViolations(page: Page, { exclude = [], include }: { exclude?: string[]; include?: string } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const summary = await page.evaluate(
    async ({ include, exclude, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run
      const context = include ? { include: [include], exclude } : { exclude }
      const results = await run(context, { runOnly: { type: 'tag', values: tags }, iframes: false, resultTypes: ['violations'] })
      return results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      )
    },
    { include, exclude, tags: AXE_TAGS },
  )
  expect(summary).toEqual([])
}

/** The one language a test that opens a page in both languages scans with axe: English at the
 * desktop's width, Russian at the phone's. axe checks roles, names and colours, which are the same
 * markup in both languages (a test proves each catalogue complete), and the layout, which differs
 * by width; a scan costs as much CPU as loading the page. */
export const axeLanguage = (projectName: string) => (projectName === 'mobile' ? 'ru' : 'en')

/** The page is no wider than the window it was opened in. Measured against the viewport as set: a
 * phone (isMobile) zooms out to fit wider content, and window.innerWidth grows with it. */
export async function expectNoHorizontalOverflow(page: Page, what = page.url()) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${what}: wider than the window`).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** This worker's REST token of the seeded admin, signed in once. */
let cachedAdminToken: string | undefined

/**
 * A REST token of the seeded admin, for checking what the site stored. One per worker, checked
 * before use: Payload keeps a user's sessions in one list on the user, and two sign-ins of one
 * account at the same moment (tests run side by side) can each write the list without the
 * other's session, whose token then carries no rights. Signing in once per worker makes that
 * rare, and the check signs in again when it happened.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    if (!cachedAdminToken) {
      const response = await request.post('/api/users/login', { data: ADMIN })
      expect(response.ok()).toBeTruthy()
      cachedAdminToken = (await response.json()).token as string
    }
    const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${cachedAdminToken}` } })
    if ((await me.json()).user) return cachedAdminToken
    cachedAdminToken = undefined
    expect(attempt, 'the admin token kept losing its session').toBeLessThan(3)
  }
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`

/** Wait until React has hydrated the page, when the page ships scripts at all; pages without
 * interactive blocks ship none (docs/decisions/002) and are complete as served. */
export async function hydrated(page: Page) {
  if ((await page.locator('script[type="module"]').count()) === 0) return
  await page.waitForFunction(() => document.documentElement.classList.contains('js'))
}

/** The admin renders on the server per request (React server components); give it time on a
 * loaded machine. */
export const adminExpect = expect.configure({ timeout: 60_000 })

/** Fills a field of an admin form and waits for the admin's check of the form with the new value on the
 * server. A save sent before that check answers races it, and the late answer can wipe the save's field errors. */
export async function adminFill(page: Page, field: Locator, value: string) {
  const path = new URL(page.url()).pathname
  const checked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === path &&
      (response.request().postData() ?? '').includes(JSON.stringify(value)),
  )
  await field.fill(value)
  await checked
}

/** A staff account made by the admin over REST, from a request context of its own (the admin's
 * token cookie must not end up in the page that then signs in as the new account). */
export async function staffAccount(request: APIRequestContext, role: 'backoffice' | 'editor') {
  const token = await adminToken(request)
  const email = uniqueEmail(role)
  const password = `${role}-password-1`
  const response = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { email, password, role, name: role } })
  expect(response.status(), await response.text()).toBe(201)
  return { email, password }
}

export const CUSTOMER_PASSWORD = 'secret-pass-1'
export const CUSTOMER_PHONE = '+7 912 345-67-89'
export type Customer = { email: string; password: string; uid: string }

/** A customer registered through the JSON API; the request shares its context's cookies, so a
 * page of that context is signed in as them afterwards. */
export async function registerByApi(request: APIRequestContext, overrides: Record<string, string> = {}): Promise<Customer> {
  const email = uniqueEmail('cabinet')
  const response = await request.post('/api/register', {
    data: {
      email,
      password: CUSTOMER_PASSWORD,
      data: {
        phone: CUSTOMER_PHONE,
        firstName: 'Anna',
        lastName: 'Petrova',
        address: 'Tverskaya st. 7, Moscow',
        signature: drawnSignature(),
        personalDataConsent: true,
        ...overrides,
      },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { email, password: CUSTOMER_PASSWORD, uid: (await response.json()).uid }
}

/** Signs the page's browser context in to the admin over REST (Payload's session cookie), leaving
 * the page where it is: the tests go straight to the admin page they are about, without the
 * server rendering the login page and the dashboard first. The sign-in form itself is proven in
 * features/staff/staffTwoFactor.spec.ts. */
export async function adminLogin(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/users/login', { data: account })
  expect(response.status(), await response.text()).toBe(200)
}

/** A few strokes across the pad with the mouse. */
export async function drawSignature(page: Page) {
  const pad = page.locator('#register-signature')
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 120)
  await page.mouse.down()
  for (const [x, y] of [
    [60, 60],
    [90, 150],
    [120, 70],
    [150, 140],
    [175, 90],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 })
  await page.mouse.up()
}

/** The Authorization header of a new back-office account, signed in over REST. */
export async function backOfficeHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const staff = await staffAccount(request, 'backoffice')
  const login = await request.post('/api/users/login', { data: staff })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** A page of a browser context of its own, signed in as a newly registered customer. */
export async function signedInCustomerPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; customer: Customer }> {
  const page = await (await browser.newContext(options)).newPage()
  return { page, customer: await registerByApi(page.request) }
}
