// Every public page, in both languages and at both widths (overflow and axe depend on the width):
// it answers 200 in its language with one non-empty h1, nothing scrolls sideways, and axe finds
// no violation once the page's islands have hydrated. The pages' own tests check their content.
// axe scans each page once per width, in one language at each (axeLanguage).
import { expect, test, type Page } from '@playwright/test'
import { SPEC_ROUTES } from '../routes'
import { axeLanguage, expectNoAxeViolations, expectNoHorizontalOverflow, hydrated } from './helpers'

const PAGES = [...SPEC_ROUTES.map((route) => route.path), '/privacy_policy', '/terms_of_use', '/sitemap']
// The OpenStreetMap embed is a third-party page (and offline in CI); everything else is ours.
const AXE_EXCLUDE = ['.location__map iframe']

/** Islands hydrated and the carousels taken over by Embla, when the page has them. */
async function settled(page: Page) {
  await hydrated(page)
  const carousels = page.locator('.carousel')
  if ((await carousels.count()) > 0 && (await page.locator('html.js').count()) > 0) await expect(carousels.first()).toHaveAttribute('data-enhanced', 'true')
}

for (const path of PAGES) {
  test(`${path}: 200 in each language, one h1, no sideways scroll, no axe violations`, { tag: '@mobile' }, async ({ page }, { project }) => {
    for (const lng of ['en', 'ru'] as const) {
      const response = await page.goto(`${path}?lng=${lng}`)
      expect(response?.status(), lng).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lng)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).not.toBeEmpty()
      await expect(page.locator('h1')).toBeVisible()
      await settled(page)
      await expectNoHorizontalOverflow(page)
      if (lng === axeLanguage(project.name)) await expectNoAxeViolations(page, { exclude: AXE_EXCLUDE })
    }
  })
}
