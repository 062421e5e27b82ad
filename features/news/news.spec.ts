// News articles as a visitor reaches them: from the home page's news column to the article, in
// English and Russian, axe clean and without sideways scroll at both widths; and without
// JavaScript, from the media page's list to an article and to the feed.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalOverflow, hydrated } from '../../tests/e2e/helpers'

/** The article's picture has loaded and is shown. */
async function expectPictureShown(page: Page) {
  const picture = page.locator('.news-article__figure img')
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
}

test('from the home page’s news to the article, in English and Russian', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/?lng=en')
  await hydrated(page)
  const news = page.getByRole('region', { name: 'Latest news' })
  await news.getByRole('link', { name: /nine-month operating profit/ }).click()
  await expect(page).toHaveURL(/\/media\/news\/nine-month-results-2026$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veltrana reports nine-month operating profit up 7.4\u00a0% on a comparable basis')
  await expect(page.locator('time').first()).toHaveText('28 October 2026')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/media')
  await expectPictureShown(page)
  await expectNoHorizontalOverflow(page)
  await expectNoAxeViolations(page)

  await page.goto('/media/news/nine-month-results-2026?lng=ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Операционная прибыль Велтраны за девять месяцев выросла на 7,4\u00a0% в сопоставимых условиях',
  )
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Медиа' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Все новости' })).toHaveAttribute('href', '/media')
  await expectPictureShown(page)
  await expectNoHorizontalOverflow(page)
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the media page’s news list leads to the articles and to the feed', async ({ page, request }) => {
    await page.goto('/media?lng=en')
    const feed = page.getByRole('link', { name: 'RSS feed' })
    await expect(feed).toHaveAttribute('href', '/media/news/rss.xml')
    await page.locator('.news-list__headline').nth(1).click()
    await expect(page).toHaveURL(/\/media\/news\/veltrana-care-kazan-residence$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veltrana Care opens its twelfth senior residence, in Kazan')
    await expect(page.locator('.news-article__body p').first()).toContainText('Kazanka')
    const response = await request.get('/media/news/rss.xml?lng=ru')
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect(await response.text()).toContain('<title>«Велтрана Забота» открывает двенадцатую резиденцию для старшего поколения — в Казани</title>')
  })
})
