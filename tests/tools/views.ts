import type { BrowserContext, Page } from 'playwright-core'

/** The widths and languages every page is looked at in: a desktop and a phone, English and Russian. */
export const VIEWS = [
  [1280, 'en'],
  [1280, 'ru'],
  [390, 'en'],
  [390, 'ru'],
] as const

/** A new page of `context` at `width` CSS pixels. */
export async function pageAt(context: BrowserContext, width: number): Promise<Page> {
  const page = await context.newPage()
  await page.setViewportSize({ width, height: 900 })
  return page
}
