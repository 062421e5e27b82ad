// The version for the visually impaired: the home page in its heaviest setting (largest text,
// white on black) answered from the HTML cache against bare Node sending the same bytes, and
// Lighthouse on that page (the cookie sent with every request of the run).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { BUDGETS, CONNECTIONS, DURATION_S, LIGHTHOUSE_RUNS, ORIGIN, REFERENCE_PORT } from './config.mjs'
import { REPORTS, medianRun, score, withChrome } from './lighthouse.mjs'
import { wrk } from './wrk.mjs'

/** Largest text, white on black, images shown, normal spacing (features/lowVision/settings.ts). */
const SETTING = 'lowvision=2200'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const ms = (value) => (value === null ? '?' : `${value.toFixed(1)} ms`)

export async function measureLowVision(report) {
  const headers = { cookie: SETTING }
  await fetch(`${ORIGIN}/`, { headers })
  const probe = await fetch(`${ORIGIN}/`, { headers })
  const html = Buffer.from(await probe.arrayBuffer())
  const cacheHeader = probe.headers.get('x-cache')
  if (!html.includes('data-lv-scheme="white-black"')) throw new Error('The home page did not follow the low-vision cookie')
  const reference = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html))
  await new Promise((resolve) => reference.listen(REFERENCE_PORT, '127.0.0.1', resolve))
  let site
  let bare
  try {
    site = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: DURATION_S, headers })
    bare = await wrk({ url: `http://127.0.0.1:${REFERENCE_PORT}/`, connections: CONNECTIONS, seconds: DURATION_S, headers })
  } finally {
    await new Promise((resolve) => reference.close(resolve))
  }
  const ratio = bare.rps ? site.rps / bare.rps : 0
  report.line(
    'Home page, largest text white on black, cached, vs bare Node',
    `${site.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s = ${ratio.toFixed(2)} × (p99 ${ms(site.latencyMs.p99)} vs ${ms(bare.latencyMs.p99)}; ${site.errorCount} errors; x-cache ${cacheHeader ?? 'absent'})`,
    `≥ ${BUDGETS.cachedInSettingVsBare} ×`,
    ratio >= BUDGETS.cachedInSettingVsBare && site.errorCount === 0,
  )

  const runs = await withChrome(async (chrome) => {
    const all = []
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) all.push(await score(`${ORIGIN}/`, chrome, { Cookie: SETTING }))
    return all.filter((r) => !r.runtimeError)
  })
  report.raw.lowVision = { htmlBytes: html.length, cacheHeader, home: site, bareNode: bare, ratio }
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
