import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './helpers'

// Home, About us, Who we are, Our business and the five business lines (their status, h1, width
// and axe scan: pages.spec.ts).

const BUSINESS_LINES = ['insurance', 'banking', 'asset_management', 'integrated_finance', 'health_and_senior_care'].map(
  (line) => `/about_us/our_business/${line}`,
)
const VIDEO_SITE = 'https://video.veltrana.example'
// The OpenStreetMap embed is a third-party page (and offline in CI); everything else is ours.
const AXE_EXCLUDE = ['.location__map iframe']

const isDesktop = (name: string) => name === 'desktop'
const slides = (carousel: Locator) => carousel.locator('[role="group"][aria-roledescription="slide"]')
const counter = (carousel: Locator) => carousel.locator('.counter-controls__count')

/** Whether a slide is the one in view of its carousel (Embla moves the track, not the page). */
async function inView(carousel: Locator, slide: Locator): Promise<boolean> {
  const [box, viewport] = await Promise.all([slide.boundingBox(), carousel.locator('.carousel__viewport').boundingBox()])
  return Boolean(box && viewport && Math.abs(box.x + box.width / 2 - (viewport.x + viewport.width / 2)) < viewport.width / 4)
}

/** The categories of the subsidiaries the filter highlights (their tinted background). */
const highlightedCategories = (items: Locator) =>
  items.evaluateAll((els) => els.filter((el) => getComputedStyle(el).backgroundColor === 'rgb(246, 237, 220)').map((el) => el.getAttribute('data-category')))

/** Hydration done: Embla has taken over the carousels and React owns the page. */
async function hydrated(page: Page) {
  await expect(page.locator('html.js')).toHaveCount(1)
  await expect(page.locator('.carousel').first()).toHaveAttribute('data-enhanced', 'true')
}

test.describe('images', () => {
  test('every image has alt text, explicit dimensions and WebP renditions; only the first banner is eager', async ({ page }) => {
    for (const path of ['/', '/about_us', '/about_us/who_we_are', '/about_us/our_business/insurance']) {
      await page.goto(`${path}?lng=ru`)
      const images = await page.locator('main img').evaluateAll((els) =>
        els.map((img) => ({
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          srcset: img.getAttribute('srcset') ?? '',
          loading: img.getAttribute('loading'),
        })),
      )
      expect(images.length).toBeGreaterThan(0)
      for (const image of images) {
        expect(image.alt, path).toBeTruthy()
        expect(Number(image.width), path).toBeGreaterThan(0)
        expect(Number(image.height), path).toBeGreaterThan(0)
        expect(image.srcset, path).toContain('.webp')
      }
      // One priority image per page at most: the first carousel slide or the hero.
      expect(images.filter((i) => i.loading === 'eager').length, path).toBeLessThanOrEqual(1)
    }
    await page.goto('/')
    const first = page.locator('.banner-slide__image').first()
    await expect(first).toHaveAttribute('loading', 'eager')
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    await expect(page.locator('.banner-slide__image').nth(1)).toHaveAttribute('loading', 'lazy')
  })

  test('a picture other than the main one is fetched once the main one is painted, and shows; without scripts every one is there', async ({
    page,
    browser,
  }) => {
    await page.addInitScript(() =>
      addEventListener('load', () => {
        const fetched = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        ;(window as { picturesAtLoad?: string[] }).picturesAtLoad = fetched.map((entry) => new URL(entry.name).pathname)
      }),
    )
    const first = (image: Locator) => image.first().evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)
    for (const path of ['/', '/about_us/governance', '/about_us/history']) {
      await page.goto(path)
      await expect(page.locator('main .image-waiting')).toHaveCount(0)
      const expected = [await first(page.locator('header img')), await first(page.locator('main img[fetchpriority="high"]'))]
      const atLoad = await page.evaluate(() => (window as { picturesAtLoad?: string[] }).picturesAtLoad ?? [])
      expect(
        atLoad.filter((picture) => !expected.includes(picture)),
        path,
      ).toEqual([])
      const pictures = await page.locator('main img').count()
      expect(pictures, path).toBeGreaterThan(3)

      const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
      try {
        const plain = await withoutScripts.newPage()
        await plain.goto(path)
        await expect(plain.locator('main img'), path).toHaveCount(pictures)
        await expect(plain.locator('main .image-waiting').first(), path).toBeHidden()
      } finally {
        await withoutScripts.close()
      }
    }
    // A carousel's later slide gets its picture when the carousel runs.
    await page.goto('/')
    await hydrated(page)
    const banner = page.getByRole('region', { name: 'Highlights' })
    await banner.getByRole('button', { name: 'Next slide' }).click()
    const second = slides(banner).nth(1).locator('img')
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  })
})

test.describe('home', () => {
  test('shows 8 banner slides, 4 numbered cards, 3 news and 21 subsidiaries', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Highlights' })
    await expect(slides(banner)).toHaveCount(8)
    for (let n = 1; n <= 8; n++) await expect(slides(banner).nth(n - 1)).toHaveAttribute('aria-label', `${n} of 8`)
    const cards = page.getByRole('region', { name: 'Explore Veltrana' }).getByRole('listitem')
    await expect(cards).toHaveCount(4)
    await expect(cards.locator('.tile__number')).toHaveText(['01', '02', '03', '04'])
    for (const link of await cards.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/about_us')
    const news = page.getByRole('region', { name: 'Latest news' })
    await expect(news.getByRole('listitem')).toHaveCount(3)
    await expect(news.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/media')
    await expect(page.locator('.subsidiaries__item')).toHaveCount(21)
    await expect(page.locator('.ecosystem__line')).toHaveCount(3)
    await expect(page.locator('.ecosystem .eco-box')).toHaveCount(3)
  })

  test('the banner carousel moves with next and previous, loops both ways and follows the keyboard', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const banner = page.getByRole('region', { name: 'Highlights' })
    const all = slides(banner)
    await expect(counter(banner)).toHaveText('01/08')
    await banner.getByRole('button', { name: 'Next slide' }).click()
    await expect(counter(banner)).toHaveText('02/08')
    await expect.poll(() => inView(banner, all.nth(1))).toBe(true)
    await banner.getByRole('button', { name: 'Previous slide' }).click()
    await expect(counter(banner)).toHaveText('01/08')
    await banner.getByRole('button', { name: 'Previous slide' }).click()
    await expect(counter(banner)).toHaveText('08/08')
    await expect.poll(() => inView(banner, all.nth(7))).toBe(true)
    await banner.getByRole('button', { name: 'Next slide' }).click()
    await expect(counter(banner)).toHaveText('01/08')
    // The arrow keys work from anywhere inside the carousel.
    await all.nth(0).getByRole('link').focus()
    await page.keyboard.press('ArrowRight')
    await expect(counter(banner)).toHaveText('02/08')
    await page.keyboard.press('ArrowLeft')
    await expect(counter(banner)).toHaveText('01/08')
  })

  // A mouse drag stands in for the swipe.
  test('the banner carousel follows a swipe', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const banner = page.getByRole('region', { name: 'Highlights' })
    const box = (await banner.locator('.carousel__viewport').boundingBox())!
    const y = box.y + box.height / 3
    await page.mouse.move(box.x + box.width * 0.8, y)
    await page.mouse.down()
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y)
    await page.mouse.up()
    await expect(counter(banner)).toHaveText('02/08')
  })

  test('three banners open external video pages in a new tab, safely', async ({ page }) => {
    await page.goto('/')
    const external = page.getByRole('region', { name: 'Highlights' }).locator(`a[href^="${VIDEO_SITE}"]`)
    await expect(external).toHaveCount(3)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    const internal = page.getByRole('region', { name: 'Highlights' }).locator('a[href="/about_us"]')
    await expect(internal).toHaveCount(5)
  })

  test('the hero sticks 105 px from the top, lets go 300 px past the section and sticks again on the way back', { tag: '@mobile' }, async ({ page }, info) => {
    await page.goto('/')
    await hydrated(page)
    const hero = page.locator('.banner__hero')
    if (!isDesktop(info.project.name)) {
      // Narrow screens stack the hero above the carousel: a normal block, never sticky.
      await expect(hero).toHaveAttribute('data-sticky', 'static')
      expect(await hero.evaluate((el) => getComputedStyle(el).position)).toBe('static')
      return
    }
    const sectionTop = await page.locator('.banner').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    const scrollTo = (y: number) => page.evaluate((y) => window.scrollTo(0, y), y)
    const heroTop = () => hero.evaluate((el) => Math.round(el.getBoundingClientRect().top))
    const position = () => hero.evaluate((el) => getComputedStyle(el).position)

    await scrollTo(sectionTop + 150)
    await expect(hero).toHaveAttribute('data-sticky', 'stuck')
    await expect.poll(heroTop).toBe(105)
    expect(await position()).toBe('sticky')

    // Well past the release point the hero scrolls away with the page, from where it let go.
    await scrollTo(sectionTop + 700)
    await expect(hero).toHaveAttribute('data-sticky', 'released')
    expect(await position()).toBe('relative')
    await expect.poll(heroTop).toBe(105 - (700 - 300))

    await scrollTo(sectionTop + 150)
    await expect(hero).toHaveAttribute('data-sticky', 'stuck')
    await expect.poll(heroTop).toBe(105)
  })

  test('the subsidiaries panel opens and closes, and the filter highlights without hiding', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: /Our companies/ })
    const items = page.locator('.subsidiaries__item')
    const arrow = toggle.locator('.icon-chevron')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(items.first()).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(items).toHaveCount(21)
    for (const item of await items.all()) await expect(item).toBeVisible()
    await expect.poll(() => arrow.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none')

    // Numbers are two digits; 09 and 12 are plain text, every other name opens its site in a new tab.
    await expect(items.locator('.subsidiaries__number').first()).toHaveText('01')
    await expect(items.nth(8).locator('a')).toHaveCount(0)
    await expect(items.nth(11).locator('a')).toHaveCount(0)
    const links = items.locator('a')
    await expect(links).toHaveCount(19)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(link).toHaveAttribute('href', /^https:\/\/[a-z-]+\.veltrana\.example$/)
    }

    const filter = page.getByRole('group', { name: 'Highlight the companies of one business' })
    await expect(filter.getByRole('radio')).toHaveCount(7)
    await expect(filter.getByRole('radio', { name: 'All', exact: true })).toBeChecked()
    await filter.getByRole('radio', { name: 'Banking', exact: true }).check()
    await expect(page.getByRole('status').filter({ hasText: 'Banking' })).toHaveText('Highlighted: Banking (2)')
    for (const item of await items.all()) await expect(item).toBeVisible()
    await expect.poll(() => highlightedCategories(items)).toEqual(['banking', 'banking'])

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(items.first()).toBeHidden()
  })

  test('the location block shows the city, the address and a lazy, titled map at zoom 15, put in once the page has loaded', async ({ page }) => {
    // Another site's frame never joins the page's own load: it is not there when the page's load event fires.
    await page.addInitScript(() => addEventListener('load', () => ((window as { mapAtLoad?: boolean }).mapAtLoad = Boolean(document.querySelector('iframe')))))
    await page.goto('/?lng=ru')
    const location = page.locator('.location')
    await expect(location.getByRole('heading', { level: 2 })).toHaveText('Москва')
    await expect(location.locator('address')).toContainText('Садовническая')
    const map = location.locator('iframe')
    await expect(map).toHaveAttribute('loading', 'lazy')
    await expect(map).toHaveAttribute('title', /Садовническая/)
    const src = new URL((await map.getAttribute('src'))!)
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    const [west, , east] = src.searchParams.get('bbox')!.split(',').map(Number)
    // An 800 px wide map at zoom 15 spans 800 × 360 / (256 × 2^15) degrees of longitude.
    expect(east - west).toBeCloseTo((800 * 360) / (256 * 2 ** 15), 3)
    await expect(location.getByRole('link', { name: /Открыть карту крупнее/ })).toHaveAttribute('href', /#map=15\//)
    expect(await page.evaluate(() => (window as { mapAtLoad?: boolean }).mapAtLoad)).toBe(false)
  })
})

test.describe('about us', () => {
  test('the slider counts 01/03 → 02/03 → 03/03 and loops back to 01/03', async ({ page }) => {
    await page.goto('/about_us')
    await hydrated(page)
    const slider = page.getByRole('region', { name: 'Life at Veltrana in pictures' })
    await expect(slides(slider)).toHaveCount(3)
    await expect(counter(slider)).toHaveText('01/03')
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toHaveCount(0)
    const next = slider.getByRole('button', { name: 'Next slide' })
    await next.click()
    await expect(counter(slider)).toHaveText('02/03')
    await expect.poll(() => inView(slider, slides(slider).nth(1))).toBe(true)
    await next.click()
    await expect(counter(slider)).toHaveText('03/03')
    await next.click()
    await expect(counter(slider)).toHaveText('01/03')
    await expect(page.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/about_us')
  })

  test('the poster has a desktop and a mobile image, its lines and a link home; the ecosystem repeats', async ({ page }) => {
    await page.goto('/about_us')
    const poster = page.locator('.video-poster')
    await expect(poster.locator('picture source[media]')).toHaveAttribute('srcset', /\.webp/)
    // The phone gets a picture of its own, not the wide one again.
    expect(await poster.locator('picture source[media]').getAttribute('srcset')).not.toBe(await poster.locator('picture img').getAttribute('srcset'))
    await expect(poster.getByRole('heading', { level: 2 })).toHaveText('Care that lasts a lifetime')
    await expect(poster.locator('.video-poster__bold')).not.toBeEmpty()
    await expect(poster.locator('.video-poster__small')).not.toBeEmpty()
    await expect(poster.getByRole('link')).toHaveAttribute('href', '/')
    await expect(page.locator('.ecosystem .eco-box')).toHaveCount(3)
  })
})

test.describe('who we are', () => {
  test('has a 4-slide carousel and the figures, in each language’s number format', async ({ page }) => {
    await page.goto('/about_us/who_we_are')
    await hydrated(page)
    const carousel = page.getByRole('region', { name: 'Who we are in four pictures' })
    await expect(slides(carousel)).toHaveCount(4)
    await expect(slides(carousel).first()).toHaveAttribute('aria-label', '1 of 4')
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(counter(carousel)).toHaveText('04/04')
    await expect(page.locator('.figures__value')).toHaveText(['55,080', '20,000', '3,000'])

    await page.goto('/about_us/who_we_are?lng=ru')
    await expect(slides(page.locator('.carousel')).first()).toHaveAttribute('aria-label', '1 из 4')
    // Russian groups digits with a (no-break) space: "55 080".
    const values = await page.locator('.figures__value').allTextContents()
    expect(values.map((v) => v.replace(/[\u00a0\u202f]/g, ' '))).toEqual(['55 080', '20 000', '3 000'])
  })
})

test.describe('our business', () => {
  test('has four business cards and four video tiles opening the same film in a new tab', async ({ page }) => {
    await page.goto('/about_us/our_business')
    await expect(page.getByRole('region', { name: 'What we focus on' }).getByRole('listitem')).toHaveCount(4)
    const play = page.getByRole('link', { name: /^Play video:/ })
    await expect(play).toHaveCount(4)
    const hrefs = new Set<string | null>()
    for (const link of await play.all()) {
      hrefs.add(await link.getAttribute('href'))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    expect([...hrefs]).toEqual([`${VIDEO_SITE}/our-business`])
  })

  test('the business lines are text pages with headings, lists and pictures', async ({ page }) => {
    for (const path of BUSINESS_LINES) {
      await page.goto(`${path}?lng=ru`)
      const text = page.locator('.rich-text')
      expect(await text.locator('h2').count(), path).toBeGreaterThanOrEqual(2)
      expect(await text.locator('ul > li').count(), path).toBeGreaterThanOrEqual(4)
      expect(await text.locator('figure img').count(), path).toBeGreaterThanOrEqual(1)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the pages render, and the carousels are rows that scroll', { tag: '@mobile' }, async ({ page }) => {
    for (const [path, count] of [
      ['/', 8],
      ['/about_us', 3],
      ['/about_us/who_we_are', 4],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
      const carousel = page.locator('.carousel').first()
      await expect(slides(carousel)).toHaveCount(count)
      await expect(carousel).not.toHaveAttribute('data-enhanced', /.*/)
      const viewport = carousel.locator('.carousel__viewport')
      const row = await viewport.evaluate((el) => ({ overflow: getComputedStyle(el).overflowX, scrollable: el.scrollWidth > el.clientWidth }))
      expect(row, path).toEqual({ overflow: 'auto', scrollable: true })
      await viewport.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }))
      await expect.poll(() => inView(carousel, slides(carousel).nth(1)), { message: path }).toBe(true)
    }
    for (const path of ['/about_us/our_business', ...BUSINESS_LINES]) {
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
    }
  })

  test('the location block shows its map', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.location__map iframe')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/)
  })

  test('the subsidiaries panel is a native disclosure and the filter still highlights', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.banner__hero')).toHaveAttribute('data-sticky', 'static')
    const items = page.locator('.subsidiaries__item')
    await expect(items.first()).toBeHidden()
    await page.locator('summary.subsidiaries__toggle').click()
    await expect(items).toHaveCount(21)
    await expect(items.first()).toBeVisible()
    await page.getByRole('radio', { name: 'Healthcare' }).check()
    await expect.poll(() => highlightedCategories(items)).toEqual(['healthcare', 'healthcare', 'healthcare'])
    for (const item of await items.all()) await expect(item).toBeVisible()
  })
})

test.describe('before the scripts arrive', () => {
  // axe needs scripts in the page, so the site's own scripts are held back instead: what the
  // visitor gets is the server's HTML, as on a slow connection or with JavaScript off.
  test.beforeEach(async ({ page }) => {
    await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()))
  })

  test('the scrollable rows are reachable by keyboard and the pages stay axe clean', { tag: '@mobile' }, async ({ page }) => {
    for (const path of ['/', '/about_us', '/about_us/who_we_are']) {
      await page.goto(path)
      await expect(page.locator('html.js')).toHaveCount(0)
      await expect(page.locator('.carousel__viewport').first()).toHaveAttribute('tabindex', '0')
      await expectNoAxeViolations(page, { exclude: AXE_EXCLUDE })
    }
  })
})
