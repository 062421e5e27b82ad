// Lighthouse 12 (Node API), mobile preset (Lighthouse's default config: a mid-range phone on
// simulated slow 4G), each page in each language, in one Chrome whose cache, cookies and
// storage for the site Lighthouse clears before every run, so nothing carries over. English
// pages are loaded as a first visit gets them (no cookie: the fallback language); Russian ones
// with ?lng=ru, which also sets the language cookie.
//
// Each page is scored three times and the median run (by performance score) is reported, as
// Lighthouse's guidance on variability advises: the simulated phone scales the task times it
// observes, and one run on a shared machine moves by a few points from one to the next.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { root } from '../lib/server.mjs'
import { aptInstall } from './apt.mjs'
import {
  BUDGETS,
  CHROME_FLAGS,
  CHROMIUM_PATH,
  DEBIAN_CHROMIUM,
  HERO_PAGES,
  LIGHTHOUSE_LANGUAGES,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_RUNS,
  ORIGIN,
  PARTS,
} from './config.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const seconds = (ms) => (ms == null ? '?' : `${(ms / 1000).toFixed(2)} s`)
const millis = (ms) => (ms == null ? '?' : `${Math.round(ms)} ms`)

/** The median run's full report of each page (open in the Lighthouse viewer, or read the JSON). */
export const REPORTS = path.join(root, 'bench', 'results', 'lighthouse')

/** Lighthouse clears the HTTP cache before each run, and with these the site's cookies and
 * stored data too (its default keeps cookies): each run is a first visit. */
const CLEARED_STORAGE = ['cookies', 'local_storage', 'indexeddb', 'file_systems', 'shader_cache', 'service_workers', 'cache_storage']
/** Not part of any score; the full-page screenshot alone takes a second or more a run. */
const SKIPPED_AUDITS = ['screenshot-thumbnails', 'final-screenshot']

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * Null once Chromium is there: Debian's, installed with apt-get when it is missing (as .ci/run
 * does), or the one CHROMIUM_PATH names. Otherwise the one line that says what to do: launching
 * a browser that is not there would end the run with an unhandled spawn error.
 */
export function ensureChromium() {
  if (executable(CHROMIUM_PATH)) return null
  const withoutLighthouse = `BENCH_ONLY=${PARTS.filter((p) => p !== 'lighthouse').join(',')}`
  if (CHROMIUM_PATH !== DEBIAN_CHROMIUM)
    return `CHROMIUM_PATH=${CHROMIUM_PATH} is not an executable file: point it at Chromium, or run without Lighthouse (${withoutLighthouse}).`
  const failed = aptInstall('chromium') ?? (executable(CHROMIUM_PATH) ? null : `apt-get put no browser at ${CHROMIUM_PATH}`)
  if (!failed) return null
  return `Chromium is not at ${CHROMIUM_PATH} and could not be installed (${failed}): run apt-get install chromium as root, set CHROMIUM_PATH, or run without Lighthouse (${withoutLighthouse}).`
}

export async function measureLighthouse(report) {
  await withChrome((chrome) => scoreEveryPage(report, chrome))
}

/** Runs `use` with a fresh Chromium for Lighthouse, killed afterwards. */
export async function withChrome(use) {
  fs.mkdirSync(REPORTS, { recursive: true })
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    return await use(chrome)
  } finally {
    await chrome.kill()
  }
}

async function scoreEveryPage(report, chrome) {
  const results = {}
  for (const page of LIGHTHOUSE_PAGES) {
    for (const language of LIGHTHOUSE_LANGUAGES) {
      const url = language === 'en' ? `${ORIGIN}${page}` : `${ORIGIN}${page}?lng=${language}`
      const runs = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        // A run that could not load the page (a busy machine's timeout) gets one more try.
        let figures = await score(url, chrome)
        if (figures.runtimeError) figures = await score(url, chrome)
        runs.push(figures)
      }
      const scored = runs.filter((r) => !r.runtimeError)
      if (scored.length === 0) {
        results[`${page} ${language}`] = { runtimeError: runs[0].runtimeError }
        report.line(`Lighthouse ${page} ${language}`, `no score: ${runs[0].runtimeError}`, '100/100/100/100', false)
        continue
      }
      const { report: json, ...figures } = medianRun(scored)
      fs.writeFileSync(path.join(REPORTS, `${page === '/' ? 'home' : page.slice(1).replace(/\//g, '_')}-${language}.json`), json)
      const performances = runs.map((r) => r.scores?.performance ?? 'no score')
      results[`${page} ${language}`] = { ...figures, performanceOfEachRun: performances }
      const minimumPerformance = page in HERO_PAGES ? BUDGETS.lighthousePerformanceWithHero : BUDGETS.lighthouse
      const pass = figures.scores.performance >= minimumPerformance && CATEGORIES.slice(1).every((c) => figures.scores[c] >= BUDGETS.lighthouse)
      const scores = CATEGORIES.map((c) => figures.scores[c]).join('/')
      report.line(
        `Lighthouse ${page} ${language}`,
        `${scores}${runs.length > 1 ? ` (median of ${runs.length} runs; performance ${performances.join(', ')})` : ''}; LCP ${seconds(figures.lcpMs)}, TBT ${millis(figures.tbtMs)}, CLS ${figures.cls?.toFixed(3) ?? '?'}${figures.failing.length ? `; below 100: ${figures.failing.join(', ')}` : ''}`,
        page in HERO_PAGES ? `${minimumPerformance}/100/100/100 (large hero image)` : '100/100/100/100',
        pass,
      )
    }
  }
  report.raw.lighthouse = results
}

/** The run with the median performance score (ties: the slower largest paint), as Lighthouse CI
 * picks its representative run. */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || (b.lcpMs ?? 0) - (a.lcpMs ?? 0))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** One Lighthouse run of `url`; `extraHeaders` go with every request (a cookie for the page's setting). */
export async function score(url, chrome, extraHeaders = undefined) {
  const result = await lighthouse(url, {
    extraHeaders,
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    skipAudits: SKIPPED_AUDITS,
    disableFullPageScreenshot: true,
    clearStorageTypes: CLEARED_STORAGE,
  })
  const lhr = result.lhr
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]))
  // Audits that cost points, for the report: the first thing to read when a score drops.
  const failing = CATEGORIES.flatMap((c) =>
    lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
  )
  return {
    report: result.report,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    failing: [...new Set(failing)],
    runtimeError:
      lhr.runtimeError?.message ?? (CATEGORIES.some((c) => lhr.categories[c].score === null) ? `a category has no score (${auditErrors(lhr)})` : undefined),
  }
}

/** The audits that errored, for a run without a score. */
function auditErrors(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.errorMessage)
    .map((a) => `${a.id}: ${a.errorMessage}`)
    .join('; ')
}
