import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
const [, , url, out, width = '1280', extra = ''] = process.argv
const browser = await chromium.launch(playwrightLaunchOptions())
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
const logs = []
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`))
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`))
await page.goto(url, { waitUntil: 'networkidle' })
if (extra === 'hover') {
  await page.hover('.main-nav__item >> nth=0')
  await page.waitForTimeout(400)
}
if (extra === 'menu') {
  await page.click('.mobile-nav__toggle')
  await page.waitForTimeout(300)
  await page.click('.mobile-nav__heading >> nth=0')
  await page.waitForTimeout(300)
}
await page.screenshot({ path: out, fullPage: extra === 'full' })
console.log(logs.join('\n'))
await browser.close()
