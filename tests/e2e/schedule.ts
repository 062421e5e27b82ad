import type { Page } from '@playwright/test'
import { adminExpect } from './helpers'

// Scheduling a publication from the admin's publish menu, as an editor does it. The drawer's time
// field reads and shows the browser's time: specs using this run with `timezoneId: 'UTC'` and
// `locale: 'en-US'`, so the typed time is exact.

/** The time as the schedule drawer's field writes it: "Nov 24, 2026 1:27 AM". */
const asTyped = (time: Date) =>
  `${time.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} ${time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}`

/** On the open document's page: the publish menu's "Schedule Publish", the first whole minute at
 * least 15 s ahead (the field has no seconds; typing and saving take a second or two), saved; the
 * moment. A wider margin only makes the test wait longer for the minute. */
export async function schedulePublishInAdmin(page: Page): Promise<Date> {
  await page.locator('.form-submit .popup-button').first().click()
  await page.locator('.popup__content button', { hasText: /schedule/i }).click()
  const drawer = page.locator('.schedule-publish')
  await adminExpect(drawer.first()).toBeVisible()
  await drawer.getByText('Publish', { exact: true }).click()
  const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
  const time = page.locator('#time input, input#time').first()
  await time.fill(asTyped(due))
  await time.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  // The drawer lists it among the upcoming events.
  const upcoming = page.locator('.schedule-publish__upcoming tbody tr')
  await adminExpect(upcoming).toHaveCount(1)
  await adminExpect(upcoming.locator('td').first()).toHaveText('Publish')
  return due
}
