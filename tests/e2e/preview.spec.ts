// The admin's previews as an editor does them: a Russian title changed and seen in the live
// preview before saving (with the page's tabs working inside it, and a block added styled), and a draft opened through
// the Preview button, then the same address without its token showing the published page.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminExpect, adminLogin, adminToken, staffAccount } from './helpers'

/** A published page of this test's own, titled in both languages (its title is its h1). */
async function publishedPage(request: APIRequestContext, title: { en: string; ru: string }, layout: unknown[] = []) {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const path = `e2e_preview_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`
  const created = await request.post('/api/pages?locale=en', { headers: auth, data: { title: title.en, path, layout, _status: 'published' } })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  const russian = await request.patch(`/api/pages/${id}?locale=ru`, { headers: auth, data: { title: title.ru, _status: 'published' } })
  expect(russian.ok(), await russian.text()).toBeTruthy()
  return { id, path, auth }
}

test('an editor sees an unsaved Russian title in the live preview, the accordion working inside it and a block just added styled', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const { id, path } = await publishedPage(request, { en: 'Questions', ru: 'Вопросы' }, [{ blockType: 'faqList' }])
  const editor = await staffAccount(request, 'editor')
  await adminLogin(page, editor)
  await page.goto(`/admin/collections/pages/${id}`)
  await adminExpect(page.locator('#field-title')).toBeVisible()

  // Switch the edited language to Russian.
  await page.locator('.localizer button').first().click()
  await page.getByRole('button', { name: /Русский/ }).click()
  await adminExpect(page).toHaveURL(/[?&]locale=ru/)
  await adminExpect(page.locator('#field-title')).toHaveValue('Вопросы')

  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('.live-preview-window iframe')
  await adminExpect(frame.locator('html')).toHaveAttribute('lang', 'ru')
  await adminExpect(frame.locator('html')).toHaveClass(/\bjs\b/)

  const title = `Предпросмотр ${Date.now()}`
  const formPosted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/live-preview/') && (r.postData() ?? '').includes(title))
  await page.locator('#field-title').fill(title)
  await adminExpect(frame.locator('h1')).toHaveText(title)
  const form = JSON.parse((await formPosted).postData()!) as { data: { layout: unknown[] } }

  // The accordion is live in the frame after the page was rendered again.
  const question = frame.locator('.accordion__trigger').first()
  const expanded = await question.getAttribute('aria-expanded')
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true')

  // A block added while editing brings its stylesheet into the frame (a page carries only its blocks' styles).
  await adminExpect(frame.locator('.figures')).toHaveCount(0)
  const figures = { id: 'e2e-figures', blockType: 'figures', items: [{ id: 'e2e-figure', value: 42, label: 'Ответы' }] }
  const edit = { type: 'payload-live-preview', data: { ...form.data, layout: [...form.data.layout, figures] }, locale: 'ru' }
  await page
    .frames()
    .find((f) => f.url().includes('/live-preview/'))!
    .evaluate((data) => window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin })), edit)
  await adminExpect(frame.locator('.figures__item')).toHaveCSS('display', 'flex')

  // Nothing was saved: the public page keeps its title.
  const published = await request.get(`/${path}?lng=ru`)
  expect(await published.text()).not.toContain(title)
})

test('the Preview button opens the draft; the same address without its token shows the published page', async ({ page, context, request }) => {
  test.setTimeout(300_000)
  const { id, path, auth } = await publishedPage(request, { en: 'Published preview page', ru: 'Опубликованная страница' })
  const draft = await request.patch(`/api/pages/${id}?draft=true&locale=en`, { headers: auth, data: { title: 'Draft preview page' } })
  expect(draft.ok(), await draft.text()).toBeTruthy()

  const editor = await staffAccount(request, 'editor')
  await adminLogin(page, editor)
  await page.goto(`/admin/collections/pages/${id}`)
  const [preview] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()])
  await preview.waitForLoadState()
  expect(preview.url()).toMatch(new RegExp(`/${path}\\?lng=en&preview=`))
  await expect(preview.locator('h1')).toHaveText('Draft preview page')
  await expect(preview.getByRole('note')).toContainText('not published yet')

  const withoutToken = new URL(preview.url())
  withoutToken.searchParams.delete('preview')
  await preview.goto(withoutToken.toString())
  await expect(preview.locator('h1')).toHaveText('Published preview page')
  await expect(preview.getByRole('note')).toHaveCount(0)
})
