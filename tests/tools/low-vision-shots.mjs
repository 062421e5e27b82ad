// Screenshots of pages in the version for the visually impaired, for looking at:
// node tests/tools/low-vision-shots.mjs <origin> <out dir> [cookie value …]
// Each page (home, a text page, the cabinet) in each setting, at 1280 and 390 px, in both languages.
import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'

const [, , origin, out, ...settings] = process.argv
const PAGES = { home: '/', text: '/about_us/who_we_are', cabinet: '/cabinet' }
const browser = await chromium.launch(playwrightLaunchOptions())
for (const value of settings.length ? settings : ['2100', '2200', '2300']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    await context.addCookies([{ name: 'lowvision', value, url: origin }])
    const page = await context.newPage()
    page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`))
    for (const [name, path] of Object.entries(PAGES)) {
      for (const lng of ['en', 'ru']) {
        await page.goto(`${origin}${path}?lng=${lng}`, { waitUntil: 'networkidle' })
        await page.screenshot({ path: `${out}/${value}-${width}-${name}-${lng}.png` })
      }
    }
    await context.close()
  }
}
await browser.close()
