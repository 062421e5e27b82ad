import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminToken, expectNoAxeViolations, expectNoHorizontalOverflow } from '../../tests/e2e/helpers'

// What a person sharing a page, or reading one below another, gets in a real browser: the link
// preview's picture, the breadcrumbs, the focal point's crop, and no script policy complaint.

/** The messages Chromium logs when the page's Content-Security-Policy refuses something. */
function policyViolations(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

test('a shared page’s og:image is a 1200×630 picture that answers, and its JSON-LD raises no policy violation', async ({ page, request }) => {
  const violations = policyViolations(page)
  await page.goto('/about_us')
  const og = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(og).toMatch(/^https?:\/\/[^/]+\/api\/media\/file\//)
  const reply = await request.get(new URL(og!).pathname)
  expect(reply.status()).toBe(200)
  const { width, height } = await sharp(await reply.body()).metadata()
  expect({ width, height }).toEqual({ width: 1200, height: 630 })
  expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200')

  for (const address of ['/', '/about_us/history']) {
    await page.goto(address)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(blocks.length, address).toBeGreaterThan(0)
    for (const block of blocks) expect(() => JSON.parse(block)).not.toThrow()
  }
  expect(violations).toEqual([])
})

for (const [language, label, names] of [
  ['en', 'Breadcrumbs', ['Home', 'About us', 'History']],
  ['ru', 'Навигационная цепочка', ['Главная', 'О нас', 'История']],
] as const) {
  test(`a nested page shows where it sits (${language})`, { tag: '@mobile' }, async ({ page }) => {
    await page.goto(`/about_us/history?lng=${language}`)
    const nav = page.getByRole('navigation', { name: label })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('listitem')).toHaveText([...names])
    await expect(nav.getByRole('link')).toHaveText(names.slice(0, 2))
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveText(names[2])
    await expect(nav.getByRole('listitem').last().locator('[aria-current="page"]')).toHaveCount(1)
    await nav.getByRole('link', { name: names[1] }).click()
    await expect(page).toHaveURL(/\/about_us$/)
    await page.goBack()
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page, { exclude: ['iframe'] })
  })
}

test('an image cropped to cover keeps the editor’s focal point in view', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const pages = await (await request.get('/api/pages?where[path][equals]=investors/reports&depth=0', { headers })).json()
  const imageId = pages.docs[0].layout[0].image as number
  const focus = (focalX: number, focalY: number) => request.patch(`/api/media/${imageId}`, { headers, data: { focalX, focalY } })
  expect((await focus(20, 80)).ok()).toBeTruthy()
  try {
    await page.goto('/investors/reports')
    const hero = page.locator('img.hero__image')
    await expect(hero).toHaveCSS('object-position', '20% 80%')
    await expect(hero).toHaveCSS('object-fit', 'cover')
  } finally {
    await focus(50, 50)
  }
})
