// What an editor (not an admin) does in the admin: puts two leaders in another order by dragging
// them in the list view and sees the leadership page follow; finds a page that lacks its Russian
// title in the translation status view and follows its link to the Russian form.
import { expect, test, type Page } from '@playwright/test'
import { adminExpect, adminLogin, expectNoAxeViolations, staffAccount } from './helpers'

/** The names on the leadership page, in the order it shows them. */
const leadershipNames = async (page: Page) => {
  await page.goto('/about_us/our_leadership')
  return page.locator('.leader-card__name').allTextContents()
}

test.describe('editing in the admin', () => {
  test.setTimeout(300_000)

  test('an editor drags one leader above another and the leadership page follows', async ({ page, browser, request }) => {
    // The last two on the page sit in no governance body, so no other list moves.
    const site = await (await browser.newContext()).newPage()
    const before = await leadershipNames(site)
    const [upper, lower] = before.slice(-2) as [string, string]
    await adminLogin(page, await staffAccount(request, 'editor'))
    await page.goto('/admin/collections/leaders?limit=50&sort=_order')
    const row = (name: string) => page.locator('tbody tr', { has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) })
    const handle = row(lower).locator('.sort-row')
    // A drag before the list has hydrated does nothing: drag until the row has moved.
    await adminExpect(async () => {
      await handle.scrollIntoViewIfNeeded()
      const target = await row(upper).boundingBox()
      const from = await handle.boundingBox()
      if (!target || !from) throw new Error('the rows are not on screen')
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      // In steps, so the drag starts and passes over the top half of the row above.
      await page.mouse.move(from.x + from.width / 2, target.y + target.height / 4, { steps: 12 })
      await page.mouse.move(from.x + from.width / 2, target.y + 2, { steps: 4 })
      await page.mouse.up()
      await expect(page.locator('tbody tr').nth(before.length - 2)).toContainText(lower, { timeout: 5_000 })
    }).toPass()

    await adminExpect(async () => {
      expect((await leadershipNames(site)).slice(-2)).toEqual([lower, upper])
    }).toPass()
  })

  test('an editor finds a page without its Russian title and opens it in Russian', async ({ page, request }) => {
    const editor = await staffAccount(request, 'editor')
    const login = await request.post('/api/users/login', { data: editor })
    const token = (await login.json()).token as string
    const title = `Careers ${Date.now()}`
    const created = await request.post('/api/pages?locale=en', {
      headers: { Authorization: `JWT ${token}` },
      data: { title, path: `careers-${Date.now()}`, _status: 'published' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const page_ = (await created.json()).doc as { id: number; path: string }

    // The site shows it in Russian with the English title meanwhile.
    await page.goto(`/${page_.path}?lng=ru`)
    await expect(page).toHaveTitle(new RegExp(title))

    await adminLogin(page, editor)
    await page.goto('/admin')
    // In the side menu, which starts closed.
    const menuLink = page.getByRole('link', { name: 'Translation status' })
    if (await menuLink.evaluate((link) => Boolean(link.closest('[inert]')))) await page.locator('.nav-toggler').first().click()
    await menuLink.click()
    await adminExpect(page).toHaveURL(/\/admin\/translation-status$/)
    await adminExpect(page.getByRole('heading', { level: 1, name: 'Translation status' })).toBeVisible()
    const row = page.getByRole('row', { name: new RegExp(title) })
    await expect(row.getByRole('cell')).toHaveText(['Pages', 'Russian', 'Not filled in', 'Title'])
    await expectNoAxeViolations(page, { include: '.translation-status' })

    await row.getByRole('link', { name: title }).click()
    await adminExpect(page).toHaveURL(new RegExp(`/admin/collections/pages/${page_.id}\\?locale=ru$`))
    await adminExpect(page.locator('#field-title')).toHaveValue('')
  })
})
