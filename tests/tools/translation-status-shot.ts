// Screenshots of the admin's translation status view, for a person to look at:
// `npx tsx tests/tools/translation-status-shot.ts http://localhost:3300 out/`. Adds a page with
// an English title only and makes the Russian of a UI string older, so the view has rows of both
// kinds, then signs in as the e2e admin in English and Russian at 1280 and 390 px.
import { TEST_ADMIN } from '../../scripts/lib/server.mjs'
import { launchChromium, signInAsAdmin } from './admin'

const [origin = 'http://localhost:3300', out = '.'] = process.argv.slice(2)
const login = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })
const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
const stamp = Date.now()
await fetch(`${origin}/api/pages?locale=en`, {
  method: 'POST',
  headers: auth,
  body: JSON.stringify({ title: 'Careers at Veltrana', path: `careers-${stamp}`, _status: 'published' }),
})
const strings = (await (await fetch(`${origin}/api/translations?limit=1&locale=en`, { headers: auth })).json()) as { docs: { id: number; text: string }[] }
const string = strings.docs[0]!
await fetch(`${origin}/api/translations/${string.id}?locale=en`, { method: 'PATCH', headers: auth, body: JSON.stringify({ text: `${string.text} (edited)` }) })

const browser = await launchChromium()
for (const locale of ['en-GB', 'ru-RU']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
    const page = await context.newPage()
    await signInAsAdmin(page, origin)
    await page.goto(`${origin}/admin/translation-status`)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${out}/translation-status-${locale}-${width}.png`, fullPage: false })
    await context.close()
  }
}
await browser.close()
console.log(`screenshots in ${out}`)
