// The Chromium the browser tests, the screenshot tools and the bench's Lighthouse drive, and its switches.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Where Debian's chromium package puts it (.ci/run installs it there). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

// Chromium (156, Debian's) makes, for every window a test or an audit opens, the address bar's
// suggestion popup: a page of its own (chrome://omnibox-popup.top-chrome) in a renderer of its
// own. It cost 0.6 s of CPU per page opened, twice what a page of the site costs, and headless
// nobody ever sees it.
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/** Chromium reads only the last --disable-features switch, so this one repeats the features the
 * launching tool's own switch disables (`toolDefaults`), and adds the unseen browser UI. */
export const disableFeatures = (toolDefaults) => `--disable-features=${[...new Set([...toolDefaults, ...UNSEEN_BROWSER_UI])].join(',')}`

/** The features Playwright's own --disable-features switch names (its chromiumSwitches), read
 * from its bundle: an upgrade that changes the list changes this; one that moves it fails here. */
export function playwrightDisabledFeatures() {
  const require = createRequire(import.meta.url)
  const bundle = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js')
  const list = fs.existsSync(bundle) ? /\bdisabledFeatures = \[([\s\S]*?)\]\.filter/.exec(fs.readFileSync(bundle, 'utf8')) : null
  const names = list ? [...list[1].matchAll(/^\s*"(\w+)",?$/gm)].map((m) => m[1]) : []
  if (names.length === 0)
    throw new Error(`Playwright's --disable-features list was not found in ${bundle}: update scripts/lib/chromium.mjs to read it where it now is`)
  return names
}

/** The Chromium the tests, the screenshot tools and the bench's Lighthouse drive: Debian's, or the
 * one CHROMIUM_PATH names. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM

/** How Playwright launches that Chromium, headless on a machine without a GPU or a usable
 * /dev/shm; `extra` switches are added. */
export function playwrightLaunchOptions(extra = []) {
  return {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      disableFeatures(playwrightDisabledFeatures()),
      ...extra,
    ],
  }
}
