import { chromium } from 'playwright-core'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
const origin = process.argv[2] || 'http://127.0.0.1:3600'
const paths = process.argv.slice(3)
const browser = await chromium.launch(playwrightLaunchOptions())
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const logs = []
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && logs.push(`${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`))
  let js = 0
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) js += Number(r.headers()['content-length'] || 0)
  })
  await page.goto(origin + p, { waitUntil: 'networkidle' })
  const hydrated = await page.evaluate(() => document.documentElement.classList.contains('js'))
  console.log(
    p,
    'hydrated',
    hydrated,
    'script bytes',
    js,
    'islands',
    await page.locator('[data-island]').count(),
    logs.length ? '\n  ' + logs.join('\n  ') : '',
  )
  await page.close()
}
await browser.close()
