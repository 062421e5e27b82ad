// Screenshots of the admin's live preview and of a draft preview link, for a person to look at:
// `npx tsx tests/tools/admin-preview-shot.ts http://localhost:3490 out/ [pages|news]` (a page, or
// the newest news article). Signs in as the e2e
// admin; the admin speaks the browser's language (English, then Russian) and edits the page in
// the same language. For each: the edit view with the live preview at 1280 px, its pane at the
// 390 px preset, and a draft preview link at 1280 and 390 px.
import { launchChromium, signInAsAdmin } from './admin'

const [origin = 'http://localhost:3300', out = '.', collection = 'pages'] = process.argv.slice(2)
/** What is previewed: how to find the document, and the field whose unsaved value becomes the h1. */
const SUBJECTS = {
  pages: {
    query: 'where[path][equals]=about_us/governance',
    field: '#field-layout__0__title',
    edited: { en: 'Corporate governance (edited)', ru: 'Корпоративное управление (правка)' },
  },
  news: { query: 'sort=-date', field: '#field-headline', edited: { en: 'Group results for the year (edited)', ru: 'Итоги года группы (правка)' } },
} as const
const subject = SUBJECTS[collection as keyof typeof SUBJECTS]
if (!subject) throw new Error(`collection must be one of ${Object.keys(SUBJECTS).join(', ')}`)

const browser = await launchChromium()

for (const [language, locale] of [
  ['en', 'en-GB'],
  ['ru', 'ru-RU'],
] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale })
  const page = await context.newPage()
  await signInAsAdmin(page, origin)
  const found = await page.request.get(`${origin}/api/${collection}?${subject.query}&depth=0&limit=1`)
  const id = (await found.json()).docs[0].id as number
  await page.goto(`${origin}/admin/collections/${collection}/${id}?locale=${language}`)
  await page.locator(subject.field).waitFor()
  // Open unless this account's preference already opens it.
  await page.locator('#live-preview-toggler').waitFor()
  if (!(await page.locator('#live-preview-toggler[class*="--active"]').count())) await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('.live-preview-window iframe')
  await frame.locator(`html[lang="${language}"].js`).waitFor({ state: 'attached', timeout: 60_000 })
  // The field whose value is the h1 (a page's hero title, an article's headline): edited, unsaved.
  await page.locator(subject.field).fill(subject.edited[language])
  await frame.locator('h1', { hasText: language === 'ru' ? '(правка)' : '(edited)' }).waitFor()
  await page.screenshot({ path: `${out}/admin-live-preview-${collection}-${language}-1280.png` })
  await page.locator('[class*="toolbar-controls__breakpoint"]').click()
  await page.getByRole('button', { name: '390 px' }).click()
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `${out}/admin-live-preview-${collection}-${language}-390.png` })

  // The Preview button's link, followed at both widths.
  const [opened] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()])
  await opened.waitForLoadState()
  for (const width of [1280, 390]) {
    const site = await browser.newContext({ viewport: { width, height: 900 }, locale })
    const view = await site.newPage()
    await view.goto(opened.url())
    await view.screenshot({ path: `${out}/draft-preview-${collection}-${language}-${width}.png` })
    await site.close()
  }
  await context.close()
}
await browser.close()
console.log(`screenshots in ${out}`)
