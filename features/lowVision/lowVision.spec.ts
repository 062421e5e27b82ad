// The version for the visually impaired as a reader uses it, with JavaScript on and off, in both
// languages: chosen from the header by keyboard, kept across pages, readable (7:1) in every
// colour scheme, no sideways scroll at 390 px with 200 % text, images as text, the ordinary
// version restored, and the ordinary page still the one a reader without the cookie gets.
import { devices, expect, test, type Page } from '@playwright/test'
import { axeLanguage, expectNoAxeViolations, expectNoHorizontalOverflow, hydrated, signedInCustomerPage } from '../../tests/e2e/helpers'
import { SPEC_ROUTES } from '../../tests/routes'

const LABELS = {
  en: { open: 'Version for the visually impaired', largest: 'Largest (200 %)', whiteBlack: 'White on black', apply: 'Apply', ordinary: 'Ordinary version' },
  ru: { open: 'Версия для слабовидящих', largest: 'Самый крупный (200 %)', whiteBlack: 'Белым по чёрному', apply: 'Применить', ordinary: 'Обычная версия' },
}
/** Cookie values (features/lowVision/settings.ts): size, scheme, images, spacing. */
const SCHEMES = { 'black-white': '2100', 'white-black': '2200', blue: '2300' }
const TEXT_PAGE = '/about_us/who_we_are'
const AXE_EXCLUDE = ['.location__map iframe']

/** Each of the pages, in each language, once its islands have hydrated, is no wider than the window. */
async function expectNoneScrollsSideways(page: Page, paths: string[]) {
  for (const path of paths) {
    for (const lng of ['en', 'ru']) {
      await page.goto(`${path}?lng=${lng}`)
      await hydrated(page)
      await expectNoHorizontalOverflow(page, `${path} ${lng}`)
    }
  }
}

async function useSetting(page: Page, value: string) {
  await page.context().addCookies([{ name: 'lowvision', value, url: test.info().project.use.baseURL! }])
}

/** The contrast of an element's text against the first opaque background behind it. */
async function contrasts(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const background = (element: Element | null): number[] => {
      for (let at = element; at; at = at.parentElement) {
        const colour = rgb(getComputedStyle(at).backgroundColor)
        if (colour.length === 3 || colour[3] === 1) return colour.slice(0, 3)
      }
      return rgb(getComputedStyle(document.documentElement).backgroundColor).slice(0, 3)
    }
    return elements
      .filter((element) => (element as HTMLElement).offsetParent !== null && element.textContent?.trim())
      .slice(0, 20)
      .map((element) => {
        const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(background(element))]
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
      })
  })
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    for (const lng of ['en', 'ru'] as const) {
      test(`${lng}: a reader chooses largest, white on black from the header; it holds on three pages, and the ordinary version comes back`, async ({
        page,
      }) => {
        const label = LABELS[lng]
        await page.goto(`/?lng=${lng}`)
        if (javaScriptEnabled) await hydrated(page)
        // The skip link, then the control.
        await page.keyboard.press('Tab')
        await expect(page.locator('.skip-link')).toBeFocused()
        await page.keyboard.press('Tab')
        const toggle = page.locator('summary.lv-control__toggle')
        await expect(toggle).toBeFocused()
        await expect(toggle).toHaveAccessibleName(label.open)
        await page.keyboard.press('Enter')
        const form = page.locator('.lv-control form')
        await form.getByRole('radio', { name: label.largest }).check()
        await form.getByRole('radio', { name: label.whiteBlack }).check()
        await form.getByRole('button', { name: label.apply }).click()
        await expect(page).toHaveURL(/\/(\?lng=\w+)?$/)
        const html = page.locator('html')
        await expect(html).toHaveAttribute('data-lv-size', 'largest')

        for (const path of [TEXT_PAGE, '/media/news', '/cabinet']) {
          await page.goto(path)
          await expect(html).toHaveAttribute('data-lv-size', 'largest')
          await expect(html).toHaveAttribute('data-lv-scheme', 'white-black')
          await expect(html).toHaveAttribute('lang', lng)
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
          for (const value of await contrasts(page, 'main p, main a, main label')) expect(value).toBeGreaterThanOrEqual(7)
        }

        await toggle.click()
        await page.locator('.lv-control form').getByRole('button', { name: label.ordinary }).click()
        await expect(page).toHaveURL(/\/cabinet$/)
        await expect(html).not.toHaveAttribute('data-lv-size', /.*/)
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px')
        expect((await page.context().cookies()).some((cookie) => cookie.name === 'lowvision')).toBe(false)
      })
    }
  })
}

test('a reader without the cookie gets the ordinary page from the cache after a reader in a setting', async ({ page, playwright, baseURL }) => {
  await useSetting(page, SCHEMES['white-black'])
  await page.goto('/about_us')
  await page.goto('/about_us')
  await expect(page.locator('html')).toHaveAttribute('data-lv-scheme', 'white-black')
  const stranger = await playwright.request.newContext({ baseURL })
  await stranger.get('/about_us')
  const response = await stranger.get('/about_us')
  expect(response.headers()['x-cache']).toBe('HIT')
  expect(await response.text()).not.toContain('data-lv-')
  await stranger.dispose()
})

for (const [scheme, value] of Object.entries(SCHEMES)) {
  test(`${scheme}: body text, links and labels at 7:1 or more; no sideways scroll; axe clean`, { tag: '@mobile' }, async ({ page }, { project }) => {
    await useSetting(page, value)
    for (const path of ['/', TEXT_PAGE, '/cabinet']) {
      for (const lng of ['en', 'ru']) {
        await page.goto(`${path}?lng=${lng}`)
        await hydrated(page)
        await expect(page.locator('html')).toHaveAttribute('data-lv-scheme', scheme)
        const values = await contrasts(page, 'main p, main a, main label, main h1, main h2, .site-header a, .site-footer a')
        expect(values.length).toBeGreaterThan(0)
        for (const contrast of values) expect(contrast, `${path} ${lng}`).toBeGreaterThanOrEqual(7)
        await expectNoHorizontalOverflow(page)
        if (lng === axeLanguage(project.name)) await expectNoAxeViolations(page, { exclude: AXE_EXCLUDE })
      }
    }
  })
}

test('images hidden: no decorative image is left, an informative one leaves its text', { tag: '@mobile' }, async ({ page }) => {
  await useSetting(page, '0010')
  for (const path of ['/', '/about_us/history', '/media/media_gallery', '/about_us/our_leadership']) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.locator('img[alt=""]'), path).toHaveCount(0)
    await expect(page.locator('img'), path).toHaveCount(0)
  }
  await page.goto('/')
  await expect(page.locator('.image-text').first()).toBeVisible()
})

test('at 390 px with 200 % text and wide spacing no page of the sitemap scrolls sideways', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(300_000)
  await useSetting(page, '2201')
  await expectNoneScrollsSideways(page, [
    ...SPEC_ROUTES.map((route) => route.path),
    '/privacy_policy',
    '/terms_of_use',
    '/sitemap',
    '/cabinet',
    '/search',
    '/low-vision',
  ])
})

test(
  'at 390 px with 200 % text and wide spacing no page of the cabinet scrolls sideways, signed in',
  { tag: '@phone' },
  async ({ browser, playwright, baseURL }) => {
    // A context of its own, at the phone's width and touch as the project sets them.
    const { viewport, isMobile, hasTouch, userAgent } = test.info().project.use
    const { page, customer } = await signedInCustomerPage(browser, { viewport, isMobile, hasTouch, userAgent })
    // Signed in on two other devices too, so the list of sessions has long device names in it.
    for (const device of [devices['Desktop Edge'].userAgent, devices['iPhone 13'].userAgent]) {
      const other = await playwright.request.newContext({ baseURL, userAgent: device })
      expect((await other.post('/api/loginUSR', { data: { email: customer.email, password: customer.password } })).status()).toBe(200)
      await other.dispose()
    }
    await useSetting(page, '2201')
    await expectNoneScrollsSideways(page, ['/dashboard', '/dashboard/messages', '/dashboard/documents', '/dashboard/data'])
    await page.context().close()
  },
)

test('the phone menu opens and its links are usable at 200 %', { tag: '@phone' }, async ({ page }) => {
  await useSetting(page, '2200')
  await page.goto('/')
  await hydrated(page)
  await page.locator('.mobile-nav__toggle').click()
  const panel = page.locator('#mobile-menu')
  await expect(panel).toBeVisible()
  await panel.locator('.mobile-nav__heading').first().click()
  await expect(panel.locator('.mobile-nav__links a').first()).toBeVisible()
  await expectNoHorizontalOverflow(page)
})

test('at 390 px with 200 % text the first banner slide shows its whole text and its link', { tag: '@phone' }, async ({ page }) => {
  await useSetting(page, '2200')
  for (const lng of ['en', 'ru']) {
    await page.goto(`/?lng=${lng}`)
    await hydrated(page)
    const slide = page.locator('.banner-slide').first()
    const link = slide.locator('.banner-slide__cta')
    await expect(link).toBeVisible()
    const [slideBox, linkBox] = [await slide.boundingBox(), await link.boundingBox()]
    // The slide clips what overflows it: the link must lie inside it, and inside the window.
    expect(linkBox!.y + linkBox!.height, lng).toBeLessThanOrEqual(slideBox!.y + slideBox!.height)
    expect(linkBox!.x + linkBox!.width, lng).toBeLessThanOrEqual(page.viewportSize()!.width)
  }
})

test('with 200 % text the footer links and the tiles keep their words whole', { tag: '@mobile' }, async ({ page }) => {
  await useSetting(page, '2200')
  for (const lng of ['en', 'ru']) {
    await page.goto(`/?lng=${lng}`)
    // A word drawn on two lines has two line boxes of different bottoms.
    const broken = await page.locator('.site-footer__column, .tile__title').evaluateAll((elements) =>
      elements.flatMap((element) => {
        const words: string[] = []
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/[^\s\-/]+/g)) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size > 1) words.push(match[0])
          }
        }
        return words
      }),
    )
    expect(broken, lng).toEqual([])
  }
})
