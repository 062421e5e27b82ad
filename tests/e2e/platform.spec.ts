// The site as a whole: the 404, language, the header's menus at each width, the updates sign-up,
// security headers, the sitemap, islands (every page's status, h1, width and axe scan:
// pages.spec.ts).
import { expect, test } from '@playwright/test'
import { SPEC_ROUTES } from '../routes'
import { adminToken, hydrated, uniqueEmail } from './helpers'

const isDesktop = (name: string) => name === 'desktop'

test.describe('every public route', () => {
  test('an unknown path is a translated 404', async ({ page }) => {
    const response = await page.goto('/no/such/page?lng=ru')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Страница не найдена')
  })
})

test.describe('language', () => {
  test('the switch sets the cookie, which survives a reload and navigation', { tag: '@mobile' }, async ({ page, context }, info) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    if (!isDesktop(info.project.name)) await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('link', { name: 'Русский' }).filter({ visible: true }).first().click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18next')
    expect(cookie?.value).toBe('ru')
    await page.goto('/media')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { name: 'Подпишитесь на новости' })).toBeVisible()
  })

  test('Accept-Language picks Russian, and the page names its alternates', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ru-RU', extraHTTPHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9' } })
    const page = await context.newPage()
    await page.goto('/about_us')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/about_us\?lng=en$/)
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', /\/about_us\?lng=ru$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about_us\?lng=ru$/)
    await context.close()
  })
})

test.describe('header on wide screens', () => {
  test('hover opens one panel at a time; it closes 300 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const about = page.locator('.main-nav__item').filter({ hasText: 'About us' })
    const media = page.locator('.main-nav__item').filter({ hasText: 'Media' })
    await about.hover()
    await expect(about.locator('.mega')).toBeVisible()
    await expect(about.getByRole('button')).toHaveAttribute('aria-expanded', 'true')
    await media.hover()
    await expect(media.locator('.mega')).toBeVisible()
    await expect(about.locator('.mega')).toBeHidden()
    // Timed inside the page, from the pointer leaving to the panel closing: the test runner's
    // own clock is too coarse on a loaded machine.
    await media.evaluate((item) => {
      const panel = item.querySelector('.mega')!
      let left = 0
      item.addEventListener('pointerleave', () => (left = performance.now()))
      ;(window as unknown as { closeDelay: Promise<number> }).closeDelay = new Promise((resolve) =>
        new MutationObserver(() => left && !panel.hasAttribute('data-open') && resolve(performance.now() - left)).observe(panel, { attributes: true }),
      )
    })
    await page.mouse.move(640, 700)
    const delay = await page.evaluate(() => (window as unknown as { closeDelay: Promise<number> }).closeDelay)
    expect(delay).toBeGreaterThanOrEqual(295)
    expect(delay).toBeLessThan(1500)
    await expect(media.locator('.mega')).toBeHidden()
    await expect(media.getByRole('button')).toHaveAttribute('aria-expanded', 'false')
  })

  test('focus opens a panel, Escape closes it and returns focus to its button', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const sustainability = page.locator('.main-nav__item').filter({ hasText: 'Sustainability' })
    await sustainability.getByRole('link', { name: 'Sustainability', exact: true }).focus()
    await expect(sustainability.locator('.mega')).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(sustainability.locator('.mega a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(sustainability.locator('.mega')).toBeHidden()
    await expect(sustainability.getByRole('button')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(sustainability.locator('.mega')).toBeVisible()
  })

  test('from 1100 px the bar holds the low-vision eye, its menu, search and language switch on one line in both languages, the contacts too from 1280 px; narrower, the menu button', async ({
    page,
  }) => {
    for (const width of [1440, 1280, 1100, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      for (const lng of ['en', 'ru']) {
        await page.goto(`/?lng=${lng}`)
        const at = `${width} px, ${lng}`
        await expect(page.locator('.main-nav'), at).toBeVisible({ visible: width >= 1100 })
        await expect(page.locator('.mobile-nav__toggle'), at).toBeVisible({ visible: width < 1100 })
        await expect(page.locator('.site-header__contact'), at).toBeVisible({ visible: width >= 1280 })
        if (width < 1100) continue
        const bar = await page.locator('.site-header__bar').evaluate((element) => {
          const lines = [...element.querySelectorAll('.main-nav__link')].map((link) => {
            const style = getComputedStyle(link)
            return Math.round((link.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight))
          })
          const end = element.getBoundingClientRect().right - parseFloat(getComputedStyle(element).paddingRight)
          const overhang = Math.max(...[...element.children].map((child) => child.getBoundingClientRect().right)) - end
          return { lines, overhang }
        })
        expect(bar.lines, at).toEqual(bar.lines.map(() => 1))
        expect(bar.overhang, at).toBeLessThanOrEqual(0)
      }
    }
  })

  test('shows the phone and e-mail the API returns', async ({ page, request }) => {
    const [contact] = await (await request.get('/api/displayData')).json()
    await page.goto('/')
    await expect(page.locator('.site-header__phone')).toHaveText(contact.phone)
    await expect(page.locator('.site-header__mail')).toHaveText(contact.mail)
  })
})

test.describe('mobile menu', () => {
  test('opens full screen; one section at a time; tapping the open one closes it', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('#mobile-menu')
    await expect(panel).toBeVisible()
    // Full screen: from under the top bar to the bottom of the viewport.
    const box = await panel.boundingBox()
    expect(box!.height).toBeGreaterThan(page.viewportSize()!.height - 100)
    const about = panel.getByRole('button', { name: 'About us' })
    const media = panel.getByRole('button', { name: 'Media' })
    await about.tap()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link', { name: 'History' })).toBeVisible()
    await media.tap()
    await expect(media).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.getByRole('link', { name: 'History' })).toBeHidden()
    await media.tap()
    await expect(media).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.getByRole('link', { name: 'eng' }).or(panel.getByRole('link', { name: 'English' }))).toBeVisible()
    await panel.getByRole('button', { name: 'Sustainability' }).tap()
    await panel.getByRole('link', { name: 'FAQ' }).tap()
    await expect(page).toHaveURL(/\/sustainability\/faq$/)
    await expect(panel).toBeHidden()
  })
})

test.describe('updates sign-up', () => {
  test('flags every error together and sends nothing', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    const form = page.locator('footer form')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(form.getByText('Please accept the terms of use and the privacy policy.')).toBeVisible()
    await expect(form.getByText('Tick this box to give your consent: we cannot go on without it.')).toBeVisible()
    await expect(form.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  })

  test('shows each error alone, and a click in the fields clears both', async ({ page }) => {
    await page.goto('/?lng=ru')
    await hydrated(page)
    const form = page.locator('footer form')
    await form.getByLabel('Ваш e-mail').fill('anna@example')
    for (const box of await form.getByRole('checkbox').all()) await box.check()
    await form.getByRole('button', { name: 'Подписаться' }).click()
    await expect(form.getByText('Введите корректный адрес электронной почты.')).toBeVisible()
    await expect(form.getByText('Примите условия', { exact: false })).toBeHidden()
    await form.getByLabel('Ваш e-mail').click()
    await expect(form.getByText('Введите корректный адрес электронной почты.')).toBeHidden()
    await form.getByLabel('Ваш e-mail').fill('anna@example.org')
    await form.getByRole('checkbox').first().uncheck()
    await form.getByRole('button', { name: 'Подписаться' }).click()
    await expect(form.getByText('Примите условия использования и политику конфиденциальности.')).toBeVisible()
    await expect(form.getByText('Отметьте это поле', { exact: false })).toBeHidden()
    await expect(form.getByText('Введите корректный адрес', { exact: false })).toBeHidden()
  })

  test('a valid sign-up is stored once, even when sent twice', async ({ page, request }) => {
    const email = uniqueEmail('updates')
    for (let i = 0; i < 2; i++) {
      await page.goto('/')
      await hydrated(page)
      const form = page.locator('footer form')
      await form.getByLabel('Your e-mail').fill(`  ${email.toUpperCase()} `)
      for (const box of await form.getByRole('checkbox').all()) await box.check()
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(form.getByRole('status')).toHaveText('Thank you! Check your inbox: the subscription starts once you confirm it with the link we have sent.')
    }
    const token = await adminToken(request)
    const found = await request.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${token}` } })
    expect((await found.json()).totalDocs).toBe(1)
  })

  test('the JSON API validates with the same rule and never stores twice', async ({ request }) => {
    const bad = await request.post('/api/updateRequest', { data: { email: 'nope', pics: '0' } })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).fields).toEqual({ email: 'Layout32', pics: 'Updates_error_terms', personalDataConsent: 'Consent_error_required' })
    const email = uniqueEmail('api')
    // The same answer for a new address and a known one.
    expect((await request.post('/api/updateRequest', { data: { email, pics: '1', personalDataConsent: true } })).status()).toBe(202)
    expect((await request.post('/api/updateRequest', { data: { email, pics: '1', personalDataConsent: true } })).status()).toBe(202)
    const malformed = await request.post('/api/updateRequest', { headers: { 'content-type': 'application/json' }, data: '{"email":' })
    expect(malformed.status()).toBe(400)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('pages are readable and navigable, and the language switch works', { tag: '@mobile' }, async ({ page }, info) => {
    await page.goto('/')
    await expect(page.locator('h1')).toBeVisible()
    if (isDesktop(info.project.name)) {
      await page.locator('.main-nav__item').filter({ hasText: 'About us' }).hover()
      await page.locator('.mega').getByRole('link', { name: 'History' }).click()
    } else {
      await page.locator('.mobile-nav__toggle').click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      await page.locator('#mobile-menu').getByRole('link', { name: 'History' }).click()
    }
    await expect(page).toHaveURL(/\/about_us\/history/)
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy', exact: true }).click()
    await expect(page.locator('h1')).toHaveText('Privacy Policy')
    await page.goto('/privacy_policy?lng=ru')
    await expect(page.locator('h1')).toHaveText('Политика конфиденциальности')
  })

  test('the sign-up posts to the server, which validates it', async ({ page }) => {
    await page.goto('/about_us')
    const form = page.locator('footer form')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/subscribe$/)
    await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible()
    await expect(page.getByText('Please accept the terms of use and the privacy policy.').first()).toBeVisible()
    await expect(page.getByText('Tick this box to give your consent: we cannot go on without it.').first()).toBeVisible()
    await page.goto('/about_us')
    await form.getByLabel('Your e-mail').fill(uniqueEmail('nojs'))
    for (const box of await form.getByRole('checkbox').all()) await box.check()
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/about_us\?subscribed=1/)
    await expect(page.locator('footer').getByRole('status')).toHaveText(
      'Thank you! Check your inbox: the subscription starts once you confirm it with the link we have sent.',
    )
  })
})

test('security headers are on every response', async ({ request }) => {
  for (const path of ['/', '/api/displayData', '/admin/login', '/nope']) {
    const response = await request.get(path)
    const headers = response.headers()
    // The site's pages have no inline scripts, so one policy fits all (and a page can be
    // cached whole); Next's admin writes inline scripts and gets a nonce per response.
    const script = /^\/(admin|api)/.test(path) ? /script-src 'self' 'nonce-[^']+'(;|$)/ : /script-src 'self'(;|$)/
    expect(headers['content-security-policy'], path).toMatch(script)
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe-inline/)
    // Site pages may be framed by no one; the admin's side by our own origin only.
    expect(headers['content-security-policy'], path).toContain(/^\/(admin|api)/.test(path) ? "frame-ancestors 'self'" : "frame-ancestors 'none'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBeTruthy()
  }
})

test('sitemap.xml lists every page in both languages; robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const route of SPEC_ROUTES) {
    expect(xml).toContain(`${route.path}?lng=en</loc>`)
    expect(xml).toContain(`${route.path}?lng=ru</loc>`)
  }
  expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml')
})

test('oversized request bodies are refused with 413', async ({ request }) => {
  const response = await request.post('/api/updateRequest', { data: { email: 'a'.repeat(2 * 1024 * 1024), pics: '1', personalDataConsent: true } })
  expect(response.status()).toBe(413)
})

test('an edit to a UI string in the CMS shows on the next page load', async ({ page, request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const found = await (await request.get('/api/translations?where[key][equals]=Updates_title&locale=en', { headers: auth })).json()
  const id = found.docs[0].id
  const original = found.docs[0].text
  try {
    const patched = await request.patch(`/api/translations/${id}?locale=en`, { headers: auth, data: { text: 'Stay informed' } })
    expect(patched.ok()).toBeTruthy()
    await page.goto('/')
    await expect(page.locator('footer').getByRole('heading', { name: 'Stay informed' })).toBeVisible()
  } finally {
    await request.patch(`/api/translations/${id}?locale=en`, { headers: auth, data: { text: original } })
  }
})

test('a page carries the styles of the blocks it shows, written into its head, and no others', async ({ request }) => {
  const sheets = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<style data-href="\/assets\/([A-Za-z]+)-[\w-]+\.css"/g)].map((m) => m[1])
  const faq = await sheets('/sustainability/faq')
  expect(faq).toEqual(expect.arrayContaining(['app', 'Accordion', 'FaqList']))
  expect(faq).not.toContain('BannerCarousel')
  const home = await sheets('/')
  expect(home).toEqual(expect.arrayContaining(['app', 'Carousel', 'BannerCarousel', 'Cards']))
  expect(home).not.toContain('FaqList')
  // The site's sheet first; a component's before the blocks built on it.
  expect(home[0]).toBe('app')
  expect(home.indexOf('Carousel')).toBeLessThan(home.indexOf('BannerCarousel'))
})

test.describe('islands (docs/decisions/005)', () => {
  test('interactive pages load React and their islands only, and hydrate without an error', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    page.on('pageerror', (error) => problems.push(error.message))
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
    for (const path of ['/', '/about_us/governance?lng=ru', '/sustainability/faq', '/cabinet?mode=register']) {
      await page.goto(path)
      await hydrated(page)
      expect(await page.evaluate(() => 'location' in window && !('__remixContext' in window)), path).toBe(true)
    }
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toMatch(/^\/assets\/islands\//)
    expect(problems).toEqual([])
  })

  test('pages without interactive blocks load no script at all', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    for (const path of ['/privacy_policy', '/sitemap', '/about_us/our_business/banking?lng=ru']) await page.goto(path)
    expect(scripts).toEqual([])
  })

  test('the progress bar shows from a click on a link until the next page arrives', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const bar = page.locator('.nav-progress')
    await expect(bar).toHaveAttribute('aria-hidden', 'true')
    await expect(bar).not.toHaveAttribute('data-busy')
    // The state of the bar as the browser leaves the page, read back on the next one.
    await page.evaluate(() =>
      addEventListener('beforeunload', () => {
        const shown = document.querySelector('.nav-progress')
        sessionStorage.setItem('bar', `${shown?.hasAttribute('data-busy')} ${shown?.getAttribute('aria-hidden')}`)
      }),
    )
    await page.locator('.main-nav__link', { hasText: 'Media' }).click()
    await expect(page).toHaveURL(/\/media$/)
    expect(await page.evaluate(() => sessionStorage.getItem('bar'))).toBe('true false')
    await expect(bar).not.toHaveAttribute('data-busy')
  })
})
