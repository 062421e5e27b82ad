// Scheduled publishing as an editor does it: a page never published is scheduled from the
// admin's publish menu for a whole minute at least 40 s ahead, stays unseen until then, and is served to
// visitors, in both languages, once its time has come.
import { expect, test } from '@playwright/test'
import { adminExpect, adminLogin, adminToken, staffAccount } from '../../tests/e2e/helpers'

// The drawer's time field reads and shows the browser's time; UTC keeps the typed time exact.
test.use({ timezoneId: 'UTC', locale: 'en-US' })

/** The time as the schedule drawer's field writes it: "Nov 24, 2026 1:27 AM". */
const asTyped = (time: Date) =>
  `${time.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} ${time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}`

test('an editor schedules a page for the coming minute; visitors see it from then on, not before', async ({ page, request }) => {
  test.setTimeout(300_000)
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const path = `e2e_scheduled_${Date.now()}`
  const created = await request.post('/api/pages?locale=en&draft=true', {
    headers: auth,
    data: { title: 'Scheduled page', path, layout: [], _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  const russian = await request.patch(`/api/pages/${id}?locale=ru&draft=true`, { headers: auth, data: { title: 'Запланированная страница' } })
  expect(russian.ok(), await russian.text()).toBeTruthy()
  expect((await request.get(`/${path}`)).status()).toBe(404)

  const editor = await staffAccount(request, 'editor')
  await adminLogin(page, editor)
  await page.goto(`/admin/collections/pages/${id}`)
  await adminExpect(page.locator('#field-title')).toHaveValue('Scheduled page')

  // The publish button's menu, then its one entry: "Schedule Publish".
  await page.locator('.form-submit .popup-button').first().click()
  await page.locator('.popup__content button', { hasText: /schedule/i }).click()
  const drawer = page.locator('.schedule-publish')
  await adminExpect(drawer.first()).toBeVisible()

  await drawer.getByText('Publish', { exact: true }).click()
  // On a whole minute (the field has no seconds), the first one at least 40 s ahead: time to save
  // and to see the page still unpublished, and on average a minute's wait instead of a minute and a half.
  const due = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000)
  const time = page.locator('#time input, input#time').first()
  await time.fill(asTyped(due))
  await time.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  // The drawer lists it among the upcoming events.
  const upcoming = page.locator('.schedule-publish__upcoming tbody tr')
  await adminExpect(upcoming).toHaveCount(1)
  await adminExpect(upcoming.locator('td').first()).toHaveText('Publish')

  // Not before its time: a visitor still finds nothing.
  expect((await request.get(`/${path}`)).status()).toBe(404)

  // Then live (the server looks for due jobs every 2 s on the test server, 10 s by default).
  await expect.poll(async () => (await request.get(`/${path}`)).status(), { timeout: 150_000, intervals: [1000] }).toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
  expect(Date.now() - due.getTime()).toBeLessThan(60_000)
  await page.goto(`/${path}`)
  await expect(page.locator('h1')).toHaveText('Scheduled page')
  await page.goto(`/${path}?lng=ru`)
  await expect(page.locator('h1')).toHaveText('Запланированная страница')
})
