// The version for the visually impaired: the home page in its heaviest setting (largest text,
// white on black) answered from the HTML cache against bare Node sending the same bytes, and
// Lighthouse on that page (the cookie sent with every request of the run).
import fs from 'node:fs'
import path from 'node:path'
import { BUDGETS, LIGHTHOUSE_RUNS, ORIGIN } from './config.mjs'
import { REPORTS, medianRun, score, withChrome } from './lighthouse.mjs'
import { againstBareNode, bareNodeLine } from './throughput.mjs'

/** Largest text, white on black, images shown, normal spacing (features/lowVision/settings.ts). */
const SETTING = 'lowvision=2200'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

export async function measureLowVision(report) {
  const { html, figures: cached } = await againstBareNode({ cookie: SETTING })
  if (!html.includes('data-lv-scheme="white-black"')) throw new Error('The home page did not follow the low-vision cookie')
  bareNodeLine(report, 'Home page, largest text white on black, cached, vs bare Node', cached, BUDGETS.cachedInSettingVsBare)

  const runs = await withChrome(async (chrome) => {
    const all = []
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) all.push(await score(`${ORIGIN}/`, chrome, { Cookie: SETTING }))
    return all.filter((r) => !r.runtimeError)
  })
  report.raw.lowVision = cached
  if (runs.length === 0) {
    report.line('Lighthouse / largest text white on black', 'no score', '100 accessibility', false)
    return
  }
  const { report: json, ...figures } = medianRun(runs)
  fs.writeFileSync(path.join(REPORTS, 'home-low-vision.json'), json)
  report.raw.lowVision.lighthouse = figures
  report.line(
    'Lighthouse / largest text white on black',
    `${CATEGORIES.map((c) => figures.scores[c]).join('/')}${figures.failing.length ? `; below 100: ${figures.failing.join(', ')}` : ''}`,
    `${BUDGETS.lighthouse} accessibility`,
    figures.scores.accessibility >= BUDGETS.lighthouse,
  )
}
