// Scheduled publishing as an editor does it: a page never published is scheduled from the
// admin's publish menu for a whole minute at least 15 s ahead, stays unseen until then, and is served to
// visitors, in both languages, once its time has come.
import { expect, test } from '@playwright/test'
import { adminExpect, adminLogin, adminToken, staffAccount } from './helpers'
import { schedulePublishInAdmin } from './schedule'

// The drawer's time field reads and shows the browser's time; UTC keeps the typed time exact.
test.use({ timezoneId: 'UTC', locale: 'en-US' })

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

  const due = await schedulePublishInAdmin(page)

  // Live once its time has come (the server looks for due jobs every 2 s on the test server, 10 s
  // by default), and not before: the first answer that finds it comes at or after that time.
  await expect.poll(async () => (await request.get(`/${path}`)).status(), { timeout: 150_000, intervals: [1000] }).toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
  expect(Date.now() - due.getTime()).toBeLessThan(60_000)
  await page.goto(`/${path}`)
  await expect(page.locator('h1')).toHaveText('Scheduled page')
  await page.goto(`/${path}?lng=ru`)
  await expect(page.locator('h1')).toHaveText('Запланированная страница')
})
