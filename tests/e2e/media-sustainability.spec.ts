// The Media and Sustainability families: every page without JavaScript, how many banners, cards,
// slides and tabs each shows, carousels, side tabs with ?tab=, the comparison table, the FAQ
// accordion with and without JavaScript, outbound links (each page's status, h1, width and axe
// scan: tests/e2e/pages.spec.ts).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoHorizontalOverflow, hydrated } from './helpers'

const PAGES = [
  '/media',
  '/media/media_gallery',
  '/media/press_contacts',
  '/sustainability',
  '/sustainability/our_commitment',
  '/sustainability/sustainability_governance',
  '/sustainability/rating_and_participation',
  '/sustainability/environment',
  '/sustainability/social',
  '/sustainability/corparate_governance',
  '/sustainability/faq',
]

async function open(page: Page, url: string) {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
  return response
}

/** Slides lying wholly inside the window, side to side. */
async function slidesInView(carousel: Locator): Promise<number> {
  const width = carousel.page().viewportSize()!.width
  const boxes = await carousel.locator('[aria-roledescription="slide"]').evaluateAll((slides) =>
    slides.map((slide) => {
      const box = slide.getBoundingClientRect()
      return { left: box.left, right: box.right }
    }),
  )
  return boxes.filter((box) => box.left >= -1 && box.right <= width + 1).length
}

test.describe('every page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('every page is server-rendered and scrolls only downwards', { tag: '@mobile' }, async ({ page }) => {
      for (const path of PAGES) {
        await open(page, path)
        await expect(page.locator('h1'), path).toHaveCount(1)
        await expectNoHorizontalOverflow(page)
      }
    })
  })
})

test.describe('media', () => {
  test('news list: six items, each a day, a month name and a year in the page language, and a headline', async ({ page }) => {
    await open(page, '/media')
    const items = page.locator('.news-list__item')
    await expect(items).toHaveCount(6)
    await expect(items.first().locator('time')).toHaveText(/^28\s+October\s+2026$/)
    await expect(items.first().getByRole('link')).toHaveText(/nine-month operating profit/)
    await open(page, '/media?lng=ru')
    await expect(page.locator('.news-list__item').first().locator('time')).toHaveText(/^28\s+октября\s+2026$/)
  })

  test('five looping banners linking to the investor library', async ({ page }) => {
    await open(page, '/media')
    const slider = page.getByRole('region', { name: 'Our latest results' })
    const banners = slider.locator('[aria-roledescription="slide"]')
    await expect(banners).toHaveCount(5)
    await expect(banners.nth(0)).toHaveAttribute('aria-label', '1 of 5')
    for (const link of await slider.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/investors\/reports\?year=20\d\d/)
    await hydrated(page)
    // Looping: "previous" from the first banner shows the last.
    await slider.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(async () => (await banners.nth(4).boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)
    await expect.poll(async () => Math.round((await banners.nth(4).boundingBox())?.x ?? -1)).toBe(Math.round((await slider.boundingBox())!.x))
  })

  test('promo card, three picture cards, a photo carousel and the section labels', async ({ page }) => {
    await open(page, '/media')
    await expect(page.locator('.promo-card')).toHaveCount(1)
    await expect(page.locator('.promo-card').getByRole('link')).toHaveAttribute('href', '/about_us')
    await expect(page.locator('.cards--pictures a[href="/media/media_gallery"]')).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'How we see the decade ahead' }).locator('[aria-roledescription="slide"]')).toHaveCount(5)
    const main = page.locator('main')
    for (const label of ['News', 'Results and presentations', 'Stories and insights', 'Perspectives', 'IR events']) {
      await expect(main.getByText(label, { exact: true }).first()).toBeVisible()
    }
    await expect(main.getByRole('link', { name: /All IR events/ })).toHaveAttribute('href', '/investors/calendar')
  })

  test('the section labels in Russian', async ({ page }) => {
    await open(page, '/media?lng=ru')
    const main = page.locator('main')
    for (const label of ['Новости', 'Результаты и презентации', 'Истории и мнения', 'Точки зрения', 'События для инвесторов']) {
      await expect(main.getByText(label, { exact: true }).first()).toBeVisible()
    }
    await expect(main.getByRole('link', { name: /Все события для инвесторов/ })).toBeVisible()
  })

  test('outbound links open in a new tab without a reference back to the site', async ({ page }) => {
    await open(page, '/media')
    const external = page.locator('main a[href^="https://"]')
    expect(await external.count()).toBeGreaterThan(0)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    }
  })
})

test.describe('media gallery', () => {
  const expected = { Logos: { count: 3, perView: [1, 1, 2, 3] }, 'Our offices': { count: 6, perView: [1, 1, 3, 4] } }
  const widths = [400, 600, 1000, 1280]

  test('two carousels with arrows: 3 logos and 6 offices, each an image, a header and a text', async ({ page }) => {
    await open(page, '/media/media_gallery')
    for (const [name, { count }] of Object.entries(expected)) {
      const carousel = page.getByRole('region', { name })
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
      const slides = carousel.locator('[aria-roledescription="slide"]')
      await expect(slides).toHaveCount(count)
      await expect(slides.locator('img')).toHaveCount(count)
      await expect(slides.getByRole('heading', { level: 3 })).toHaveCount(count)
      await expect(slides.locator('.image-carousel__text')).toHaveCount(count)
      await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible()
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible()
    }
  })

  for (const [index, width] of widths.entries()) {
    test(`slides per view at ${width} px follow the CMS breakpoints`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await open(page, '/media/media_gallery')
      await hydrated(page)
      for (const [name, { perView }] of Object.entries(expected)) {
        await expect.poll(() => slidesInView(page.getByRole('region', { name })), `${name} at ${width}px`).toBe(perView[index])
      }
    })
  }

  test('the gap between slides is the CMS setting (20 px logos, 10 px offices)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/media/media_gallery')
    for (const [name, gap] of [
      ['Logos', 20],
      ['Our offices', 10],
    ] as const) {
      const items = page.getByRole('region', { name }).locator('.image-carousel__slide')
      const [a, b] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()]
      expect(Math.round(b!.x - (a!.x + a!.width)), name).toBe(gap)
    }
  })

  test('next arrow moves the offices carousel on', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 })
    await open(page, '/media/media_gallery')
    await hydrated(page)
    const carousel = page.getByRole('region', { name: 'Our offices' })
    const first = carousel.locator('[aria-roledescription="slide"]').first()
    const before = (await first.boundingBox())!.x
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(before)
  })
})

test.describe('press contacts', () => {
  test('X, Facebook, LinkedIn and YouTube open in a new tab; the press office is a mailto: link', async ({ page }) => {
    await open(page, '/media/press_contacts')
    const list = page.locator('main').getByRole('list', { name: 'Social media' })
    const links = list.getByRole('link')
    await expect(links).toHaveCount(4)
    const names = ['X', 'Facebook', 'LinkedIn', 'YouTube']
    for (const [i, name] of names.entries()) {
      await expect(links.nth(i)).toContainText(name)
      await expect(links.nth(i)).toHaveAttribute('target', '_blank')
      await expect(links.nth(i)).toHaveAttribute('rel', /\bnoopener\b/)
      await expect(links.nth(i)).toHaveAttribute('href', /^https:\/\//)
    }
    await expect(page.locator('main a[href="mailto:press@veltrana.example"]')).toHaveText('press@veltrana.example')
  })
})

test.describe('sustainability', () => {
  test('a 2030 hero, four cards, three sections and four tagged articles', async ({ page }) => {
    await open(page, '/sustainability')
    await expect(page.locator('.target-hero h1')).toBeVisible()
    await expect(page.locator('.target-hero__figure')).toHaveText('2030')
    await expect(page.locator('.cards--panels .cards__card')).toHaveCount(4)
    await expect(page.locator('.text-image')).toHaveCount(3)
    for (const section of ['Environment', 'Social', 'Governance']) await expect(page.locator('.text-image').getByText(section, { exact: true })).toBeVisible()
    const cards = page.locator('.cards--articles .cards__card')
    await expect(cards).toHaveCount(4)
    await expect(page.locator('.cards__tag')).toHaveText(['Environment', 'Others', 'Talent', 'Environment'])
    for (const link of await cards.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/about_us')
  })

  test('the article grid: four in a row from medium screens, two rows of two below', async ({ page }) => {
    const rows = async () =>
      new Set(await page.locator('.cards--articles .cards__card').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)))).size
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/sustainability')
    expect(await rows()).toBe(1)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(rows).toBe(2)
  })

  for (const path of ['/sustainability/our_commitment', '/sustainability/sustainability_governance', '/sustainability/rating_and_participation']) {
    test(`${path} is text and images`, async ({ page }) => {
      await open(page, path)
      const sections = page.locator('.text-image')
      expect(await sections.count()).toBeGreaterThanOrEqual(2)
      for (const section of await sections.all()) {
        await expect(section.getByRole('heading', { level: 2 })).toBeVisible()
        await expect(section.locator('img')).toHaveAttribute('alt', /\S/)
      }
    })
  }
})

test.describe('side tabs', () => {
  const cases = [
    { path: '/sustainability/environment', count: 5, first: 'Green businesses and operations' },
    { path: '/sustainability/social', count: 3, first: 'Clients and inclusion' },
    { path: '/sustainability/corparate_governance', count: 4, first: 'Board composition' },
  ]
  for (const { path, count, first } of cases) {
    test(`${path}: ${count} tabs, the first selected by default`, async ({ page }) => {
      await open(page, path)
      const tabs = page.getByRole('tab')
      await expect(tabs).toHaveCount(count)
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.first()).toHaveText(first)
      await expect(page.getByRole('tabpanel')).toHaveCount(1) // hidden panels are not exposed
      await expect(page.getByRole('tabpanel')).toBeVisible()
    })
  }

  test('corporate governance shows the plain label Board Management above the tab list', async ({ page }) => {
    await open(page, '/sustainability/corparate_governance')
    const label = page.getByText('Board Management', { exact: true })
    await expect(label).toBeVisible()
    await expect(page.getByRole('tablist', { name: 'Board Management' })).toBeVisible()
    expect((await label.boundingBox())!.y).toBeLessThan((await page.getByRole('tab').first().boundingBox())!.y)
  })

  test('switching by mouse and by arrow keys, with the URL following', async ({ page }) => {
    await open(page, '/sustainability/environment')
    await hydrated(page)
    const tabs = page.getByRole('tab')
    await tabs.nth(3).click()
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel')).toContainText('Responsible investment')
    await expect(page).toHaveURL(/\?tab=4$/)
    await page.keyboard.press('ArrowDown')
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(4)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\?tab=5$/)
  })

  test('the comparison table: rows, columns and the dimmed cells, in words', async ({ page }) => {
    await open(page, '/sustainability/environment?tab=4')
    const table = page.getByRole('table', { name: 'Responsible-investment approaches by asset class' })
    await expect(table.getByRole('columnheader')).toHaveText(['Approach', 'Equities', 'Fixed income', 'Other equity assets'])
    await expect(table.getByRole('rowheader')).toHaveText([
      'Exclusion',
      'ESG integration',
      'Active ownership',
      'Norm-based screening',
      'Positive screening',
      'Sustainability-themed investing',
      'Impact investing',
    ])
    const levels = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        Object.fromEntries(rows.map((row) => [row.querySelector('th')!.textContent, [...row.querySelectorAll('td')].map((td) => td.textContent!.trim())])),
      )
    for (const [row, cells] of Object.entries(levels)) {
      const dimmed = row === 'Active ownership' || row === 'Impact investing'
      expect(cells, row).toEqual(dimmed ? ['Partial', 'Partial', 'Full'] : ['Full', 'Full', 'Full'])
    }
    // Dimmed is also drawn differently, and a key explains the ticks in words.
    await expect(table.locator('td[data-level="partial"] .comparison__tick--partial')).toHaveCount(4)
    await expect(page.locator('.comparison__key')).toContainText('Partial')
  })

  test('the comparison table in Russian', async ({ page }) => {
    await open(page, '/sustainability/environment?tab=4&lng=ru')
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Подход', 'Акции', 'Облигации', 'Прочие долевые активы'])
    await expect(table.getByRole('cell', { name: 'Частично' })).toHaveCount(4)
    await expect(table.getByRole('cell', { name: 'Полностью' })).toHaveCount(17)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('?tab= selects a tab, an unknown value the first, and tab links work', async ({ page }) => {
      await open(page, '/sustainability/environment?tab=4')
      const tabs = page.getByRole('tab')
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('table')).toBeVisible()
      await open(page, '/sustainability/environment?tab=nonsense')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toContainText('Green businesses and operations')
      await tabs.nth(1).click()
      await expect(page).toHaveURL(/\?tab=2$/)
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toContainText('Coal-related business statement')
      await open(page, '/sustainability/social?tab=3')
      await expect(page.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true')
      await open(page, '/sustainability/corparate_governance?tab=2')
      await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true')
    })
  })
})

test.describe('FAQ', () => {
  const CATEGORIES = ['ESG', 'Governance', 'Environment', 'Social']

  test('grouped by category, questions numbered within each', async ({ page }) => {
    await open(page, '/sustainability/faq')
    await expect(page.locator('.faq__category')).toHaveText(CATEGORIES)
    for (const group of await page.locator('.faq__group').all()) {
      const numbers = await group.locator('.faq__number').allTextContents()
      expect(numbers.length).toBeGreaterThanOrEqual(3)
      expect(numbers).toEqual(numbers.map((_, i) => String(i + 1).padStart(2, '0')))
    }
    await open(page, '/sustainability/faq?lng=ru')
    await expect(page.locator('.faq__category')).toHaveText(['ESG', 'Корпоративное управление', 'Экология', 'Общество'])
  })

  test('with JavaScript: the accordion pattern, several open at once, each closing again, the arrow turning', async ({ page }) => {
    await open(page, '/sustainability/faq')
    await hydrated(page)
    const esg = page.locator('.faq__group').first()
    const buttons = esg.getByRole('heading', { level: 3 }).getByRole('button')
    await expect(buttons).toHaveCount(4)
    const [first, second] = [buttons.nth(0), buttons.nth(1)]
    const panel = async (button: Locator) => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(await panel(first)).toBeHidden()
    await first.click()
    await second.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(await panel(first)).toBeVisible()
    await expect(await panel(first)).toContainText('environmental, social and governance')
    await expect(await panel(second)).toBeVisible()
    await expect.poll(() => first.locator('.accordion__icon').evaluate((el) => getComputedStyle(el).transform)).not.toBe('none')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(await panel(first)).toBeHidden()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => first.locator('.accordion__icon').evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    // The keyboard works as for any button.
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('details and summary: several open at once, each closing again', async ({ page }) => {
      await open(page, '/sustainability/faq')
      const items = page.locator('.faq__group').first().locator('details')
      await expect(items).toHaveCount(4)
      const [first, second] = [items.nth(0), items.nth(1)]
      await first.locator('summary').click()
      await second.locator('summary').click()
      await expect(first).toHaveAttribute('open', '')
      await expect(second).toHaveAttribute('open', '')
      await expect(first.locator('.accordion__panel')).toBeVisible()
      await expect(first.locator('.accordion__icon')).not.toHaveCSS('transform', 'none')
      await first.locator('summary').click()
      await expect(first).not.toHaveAttribute('open', '')
      await expect(first.locator('.accordion__panel')).toBeHidden()
      await expect(second).toHaveAttribute('open', '')
    })
  })
})
