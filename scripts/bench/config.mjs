// What the benchmark measures and against which budgets. Durations and the port can be
// shortened or moved with environment variables while developing; the figures in
// docs/performance.md are taken with the defaults.

import { Launcher } from 'chrome-launcher'
import { chromiumPath, DEBIAN_CHROMIUM, disableFeatures } from '../lib/chromium.mjs'

const seconds = (name, fallback) => Number(process.env[name] || fallback)

export const PORT = Number(process.env.BENCH_PORT || 3600)
/** The bare Node reference server and the helper ports follow the server's. */
export const REFERENCE_PORT = PORT + 1
/** The server with a worker per core (scripts/bench/cluster.mjs). */
export const CLUSTER_PORT = PORT + 2
/** A second production server on the same database (edit to live across two servers). */
export const SECOND_PORT = PORT + 3
/** The SMTP server on loopback that receives the news alerts. */
export const SMTP_PORT = PORT + 4
export const ORIGIN = `http://127.0.0.1:${PORT}`

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
/** wrk's connections while workers are stopped, replaced and killed: each has one request in
 * flight at most, so a killed worker can fail no more requests than this. */
export const RESTART_CONNECTIONS = 16
/** Throughput, uncached render and the sign-in burst. */
export const DURATION_S = seconds('BENCH_DURATION', 10)
export const SOAK_DURATION_S = seconds('BENCH_SOAK_DURATION', 300)
export const SIGN_INS_PER_S = 20
/** Customers the burst signs in as (registered over the public API first): a morning's sign-ins come from many people,
 * and one customer's sign-ins run one after another (the failure count per address is checked in order). */
export const BURST_CUSTOMERS = 20
/** Every sign-in of the burst is answered within this: its result, or 503 "busy, try again". */
export const SIGN_IN_ANSWER_MS = 2000

/** Parts to run (comma-separated BENCH_ONLY), all by default, in this order: the sign-in burst
 * after every page measure, because the password checks it queues outlast it; the news alerts
 * last, because they replace the server's process (pointed at an SMTP server on loopback,
 * killed and started again), which also ends the burst's leftover checks. The cluster's parts
 * (workers, restarts) stop their server before the soak reads memory, and so does the second
 * server of edit to live across two servers. */
export const PARTS = [
  'js',
  'lighthouse',
  'throughput',
  'lowvision',
  'uncached',
  'search',
  'dashboard',
  'workers',
  'restarts',
  'edit',
  'edit2',
  'soak',
  'burst',
  'alerts',
]
export const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => s.trim()) : PARTS

/** News alerts (scripts/bench/alerts.mjs): subscribers of the article's topic, others who must get
 * nothing, the arrivals after which the server is killed, how long it may take in all, and how
 * long to listen for late duplicates. MAIL_RATE is set far above what one process sends here, so
 * that the figure is the server's own rate, not the limit's. */
export const ALERTS = { subscribers: 10_000, bystanders: 1_000, killAfter: 5_000, mailRate: 1000, timeoutS: 600, settleS: 5 }

/** Pages Lighthouse scores, each in English (no cookie, fresh browser) and Russian (?lng=ru). */
export const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/about_us/history',
  '/about_us/governance',
  '/media/media_gallery',
  '/sustainability/faq',
  '/cabinet',
  '/investors',
  '/investors/reports',
  '/investors/calendar',
  '/media/news',
]
export const LIGHTHOUSE_LANGUAGES = ['en', 'ru']
/** Runs per page and language; the median run is reported. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
export { DEBIAN_CHROMIUM }
export const CHROMIUM_PATH = chromiumPath()
/** What chrome-launcher's own --disable-features switch names, which the one below must repeat. */
const CHROME_LAUNCHER_DISABLED_FEATURES = Launcher.defaultFlags()
  .filter((flag) => flag.startsWith('--disable-features='))
  .flatMap((flag) => flag.slice('--disable-features='.length).split(','))
export const CHROME_FLAGS = [
  disableFeatures(CHROME_LAUNCHER_DISABLED_FEATURES),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** The header the bench server honours to skip the HTML cache (HTML_CACHE_BYPASS=1). */
export const BYPASS_HEADER = 'x-html-cache-bypass'

/** The history back office gives the demo customer before their dashboard is measured. */
export const DASHBOARD = { documents: 50, messages: 200 }

/** Demo cabinet customer (features/cabinet/seed.ts, DEMO_CUSTOMERS=1). */
export const DEMO_CUSTOMER = { email: 'anna.demo@veltrana.example', password: 'demo-cabinet-password' }

export const BUDGETS = {
  lighthouse: 100,
  /** Where a large hero image is the largest paint, the issue allows ≥ 95. */
  lighthousePerformanceWithHero: 95,
  jsInteractiveBytes: 100 * 1024,
  /** A cached page against a bare Node handler sending its bytes; the same in the version for the
   * visually impaired (largest text, white on black). */
  cachedVsBare: 0.8,
  cachedInSettingVsBare: 0.8,
  /** Uncached home renders a second by one worker at CONNECTIONS connections. */
  uncachedRps: 1000,
  /** p99 of an uncached home render, one request at a time. */
  uncachedP99Ms: 10,
  /** Uncached renders per second with a worker per core against one worker (two cores: 1.6–1.9 ×). */
  workersVsOne: 1.5,
  /** Requests that fail while a worker is stopped with SIGTERM or every worker is replaced. */
  restartFailures: 0,
  burstP99Ms: 50,
  /** Sign-ins of the burst answered later than SIGN_IN_ANSWER_MS (refusals with 503 are in time). */
  burstSignInsSlower: 0,
  /** Sign-ins of the burst answered (signed in) within SIGN_IN_ANSWER_MS: with a hash on every core. */
  burstSignInsAnswered: 60,
  /** The signed-in dashboard (DASHBOARD's history), one worker at CONNECTIONS connections. */
  dashboardRps: 500,
  /** The same, one request at a time. */
  dashboardP99Ms: 15,
  editToLiveMs: 1000,
  editToLiveAcrossServersMs: 1000,
  /** Site search at 50 connections, as visitors get it (the HTML cache answering repeats). */
  searchP99Ms: 50,
  /** The search itself (index lookup, ranking, snippets), from the page's Server-Timing. */
  searchItselfP99Ms: 5,
  /** From a saved edit to the first search that finds it. */
  editToSearchMs: 1000,
  soakErrors: 0,
  /** A worker that has served the site and the API, never the admin, after the soak. */
  soakRssMb: 450,
  /** Growth of resident memory over the soak's second half. */
  soakRssGrowth: 0.02,
  /** News alerts: every subscriber gets the message, no one two different ones, no one else any.
   * The one exception is SMTP's own: a process killed after the SMTP server accepted a message
   * and before it recorded that sends it again when the job is taken up, under the same
   * Message-ID (receivers recognise the copy); it sends one message at a time, so one at most. */
  alertsSentAgain: 1,
  /** Twice the default MAIL_RATE (20): one process outpaces the default limit with room for the
   * site's own requests, the alert's queueing, the kill and the restart counted in. The figure
   * is measured with MAIL_RATE far above it (ALERTS.mailRate), so it is the server's own. */
  alertsPerSecond: 40,
  /** Peak resident memory of each process, from start to its end or kill: as for the soak. */
  alertsRssMb: 450,
}

/** Pages whose largest paint is a large hero image, and why 100 is out of reach there. */
export const HERO_PAGES = {
  '/': 'the banner carousel’s first slide is a full-width photograph and the largest paint',
}
