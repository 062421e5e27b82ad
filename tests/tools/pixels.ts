// Pixel comparison of the site before and after a change that must not show (styles, markup):
//   npx tsx tests/tools/pixels.ts shoot <origin> <dir> [pattern]       every page and state (or those whose name matches), full page
//   npx tsx tests/tools/pixels.ts compare <before dir> <after dir> [diff dir]
// Shoot once on the old code and once on the new (each on a freshly seeded server), then compare:
// it prints the differing pixels of each screenshot and exits non-zero when any differ; a diff
// folder gets an image per differing shot with the changed pixels in red.
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import sharp from 'sharp'
import { playwrightLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { WAITING_IMAGE_CLASS } from '../../ui/islands/protocol'
import { customerProfile } from '../fixtures/customer'
import { VIEWS } from './views'

const CUSTOMER = { email: 'pixels@example.org', password: 'pixels-password-1' }
/** Low-vision cookie values (features/lowVision/settings.ts: size, scheme, images, spacing). */
const LARGEST_WHITE_ON_BLACK = '2200'
const OTHER_SETTINGS = ['1100', '0300', '0010', '0001']
/** What another run cannot show the same: third-party frames (no network here). */
const MASK = ['iframe']

type Shot = { name: string; path: string; state?: (page: Page, width: number) => Promise<void>; lowVision?: string; signedIn?: boolean; widths?: number[] }

async function shoot(origin: string, dir: string, only?: RegExp) {
  fs.mkdirSync(dir, { recursive: true })
  const browser = await chromium.launch(playwrightLaunchOptions(['--font-render-hinting=none']))
  const sitemap = await (await fetch(`${origin}/sitemap?lng=en`)).text()
  const pages = [...new Set([...(sitemap.split('class="sitemap-list"')[1] ?? '').split('</ul>')[0]!.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!))]
  const news = await (await fetch(`${origin}/media/news?lng=en`)).text()
  const article = news.match(/href="(\/media\/news\/[^"?#]+)"/)?.[1]
  const shots: Shot[] = [
    ...pages.map((p) => ({ name: p === '/' ? 'home' : p.slice(1).replaceAll('/', '_'), path: p })),
    ...(article ? [{ name: 'news-article', path: article }] : []),
    { name: 'sitemap', path: '/sitemap' },
    { name: 'search', path: '/search?q=insurance' },
    { name: 'not-found', path: '/no-such-page' },
    { name: 'low-vision-form', path: '/low-vision' },
    { name: 'cabinet-sign-in', path: '/cabinet' },
    { name: 'cabinet-register', path: '/cabinet?mode=register' },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'dashboard-procedures', path: '/dashboard?procedures=open', signedIn: true },
    { name: 'dashboard-messages', path: '/dashboard/messages', signedIn: true },
    { name: 'dashboard-documents', path: '/dashboard/documents', signedIn: true },
    { name: 'dashboard-data', path: '/dashboard/data', signedIn: true },
    { name: 'mobile-menu', path: '/', widths: [390], state: openMobileMenu },
    { name: 'dropdown', path: '/', widths: [1280], state: openDropdown },
    ...['/', '/about_us/who_we_are', '/cabinet'].map((p, i) => ({ name: `lv${LARGEST_WHITE_ON_BLACK}-${i}`, path: p, lowVision: LARGEST_WHITE_ON_BLACK })),
    ...OTHER_SETTINGS.map((value) => ({ name: `lv${value}-home`, path: '/', lowVision: value })),
    { name: `lv${LARGEST_WHITE_ON_BLACK}-dashboard`, path: '/dashboard', signedIn: true, lowVision: LARGEST_WHITE_ON_BLACK },
    { name: `lv${LARGEST_WHITE_ON_BLACK}-mobile-menu`, path: '/', widths: [390], state: openMobileMenu, lowVision: LARGEST_WHITE_ON_BLACK },
  ]
  const customer = await signedInContext(browser, origin)
  for (const shot of shots.filter((s) => !only || only.test(s.name))) {
    for (const [width, lng] of VIEWS) {
      if (shot.widths && !shot.widths.includes(width)) continue
      const context = shot.signedIn ? customer : await browser.newContext({ reducedMotion: 'reduce' })
      await context.clearCookies({ name: 'lowvision' })
      if (shot.lowVision) await context.addCookies([{ name: 'lowvision', value: shot.lowVision, url: origin }])
      const page = await context.newPage()
      await page.setViewportSize({ width, height: 900 })
      page.on('pageerror', (error) => console.log(`${shot.name}: pageerror ${error.message}`))
      await page.goto(`${origin}${shot.path}${shot.path.includes('?') ? '&' : '?'}lng=${lng}`, { waitUntil: 'networkidle' })
      await settle(page)
      if (shot.state) await shot.state(page, width)
      const file = path.join(dir, `${shot.name}-${width}-${lng}.png`)
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', mask: MASK.map((s) => page.locator(s)) })
      await page.close()
      if (!shot.signedIn) await context.close()
    }
    console.log(shot.name)
  }
  await browser.close()
}

/** A context signed in as the one customer this tool registers (or signs in again, on a server it shot before). */
async function signedInContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const registered = await context.request.post(`${origin}/api/register`, {
    data: { ...CUSTOMER, data: customerProfile({ firstName: 'Anna', lastName: 'Petrova', address: 'Tverskaya st. 7, Moscow' }) },
  })
  if (registered.status() !== 201) {
    const signedIn = await context.request.post(`${origin}/api/loginUSR`, { data: CUSTOMER })
    if (!signedIn.ok()) throw new Error(`cannot sign in the customer: ${signedIn.status()}`)
  }
  return context
}

/** Every image loaded (lazy ones too) and the islands hydrated, so two runs draw the same page. */
async function settle(page: Page) {
  if ((await page.locator('script[type="module"]').count()) > 0) await page.waitForFunction(() => document.documentElement.classList.contains('js'))
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  // Pictures that wait for the scripts are put in after hydration (ui/imagesWait.ts): wait for the last.
  await page.evaluate(`(async () => {
    const deadline = Date.now() + 5000
    while (document.querySelector('.${WAITING_IMAGE_CLASS}') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50))
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.filter((image) => !image.complete).map((image) => new Promise((done) => {
      image.addEventListener('load', done, { once: true })
      image.addEventListener('error', done, { once: true })
    })))
    // Loaded is not yet decoded: a full-page shot can catch a picture before its first paint.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })()`)
  await page.waitForTimeout(200)
}

async function openMobileMenu(page: Page) {
  await page.click('.mobile-nav__toggle')
  await page.locator('.mobile-nav__sections button').first().click()
  await page.waitForTimeout(300)
}

async function openDropdown(page: Page) {
  await page.locator('.main-nav__toggle').first().click()
  await page.waitForTimeout(300)
}

type Pixels = { data: Buffer; width: number; height: number }

async function decode(file: string): Promise<Pixels | null> {
  if (!fs.existsSync(file)) return null
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

async function compare(beforeDir: string, afterDir: string, diffDir?: string) {
  if (diffDir) fs.mkdirSync(diffDir, { recursive: true })
  const names = [...new Set([...fs.readdirSync(beforeDir), ...fs.readdirSync(afterDir)])].filter((n) => n.endsWith('.png')).sort()
  let differing = 0
  for (const name of names) {
    const before = await decode(path.join(beforeDir, name))
    const after = await decode(path.join(afterDir, name))
    if (!before || !after) {
      differing++
      console.log(`${name}: only in ${before ? 'before' : 'after'}`)
      continue
    }
    const width = Math.max(before.width, after.width)
    const height = Math.max(before.height, after.height)
    const diff = Buffer.alloc(width * height * 4)
    let count = 0
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4
        const a = x < before.width && y < before.height ? (y * before.width + x) * 4 : -1
        const b = x < after.width && y < after.height ? (y * after.width + x) * 4 : -1
        const same = a >= 0 && b >= 0 && before.data.readUInt32BE(a) === after.data.readUInt32BE(b)
        if (!same) count++
        const [source, from] = b >= 0 ? [after.data, b] : [before.data, a]
        // Unchanged pixels faded, changed ones red.
        diff[at] = same ? 128 + (source[from]! >> 1) : 255
        diff[at + 1] = same ? 128 + (source[from + 1]! >> 1) : 0
        diff[at + 2] = same ? 128 + (source[from + 2]! >> 1) : 0
        diff[at + 3] = 255
      }
    }
    const sized = before.width === after.width && before.height === after.height ? '' : ` (${before.width}x${before.height} -> ${after.width}x${after.height})`
    if (count) {
      differing++
      if (diffDir)
        await sharp(diff, { raw: { width, height, channels: 4 } })
          .png()
          .toFile(path.join(diffDir, name))
    }
    console.log(`${name}: ${count} differing pixels${sized}`)
  }
  console.log(`${names.length} screenshots, ${differing} differing`)
  if (differing) process.exitCode = 1
}

const [, , mode, first, second, third] = process.argv
if (mode === 'shoot' && first && second) await shoot(first, second, third ? new RegExp(third) : undefined)
else if (mode === 'compare' && first && second) await compare(first, second, third)
else {
  console.log('usage: pixels.ts shoot <origin> <dir> [pattern] | compare <before dir> <after dir> [diff dir]')
  process.exitCode = 2
}
