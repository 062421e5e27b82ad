// What the benchmark measures and against which budgets. Durations and the port can be
// shortened or moved with environment variables while developing; the figures in
// docs/performance.md are taken with the defaults.

const seconds = (name, fallback) => Number(process.env[name] || fallback)

export const PORT = Number(process.env.BENCH_PORT || 3600)
/** The bare Node reference server and the helper ports follow the server's. */
export const REFERENCE_PORT = PORT + 1
/** The server with a worker per core (scripts/bench/cluster.mjs). */
export const CLUSTER_PORT = PORT + 2
/** A second production server on the same database (edit to live across two servers). */
export const SECOND_PORT = PORT + 3
export const ORIGIN = `http://127.0.0.1:${PORT}`

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50)
/** wrk's connections while workers are stopped, replaced and killed: each has one request in
 * flight at most, so a killed worker can fail no more requests than this. */
export const RESTART_CONNECTIONS = 16
/** Throughput, uncached render and the sign-in burst. */
export const DURATION_S = seconds('BENCH_DURATION', 10)
export const SOAK_DURATION_S = seconds('BENCH_SOAK_DURATION', 300)
export const SIGN_INS_PER_S = 20
/** Every sign-in of the burst is answered within this: its result, or 503 "busy, try again". */
export const SIGN_IN_ANSWER_MS = 2000

/** Parts to run (comma-separated BENCH_ONLY), all by default, in this order: the sign-in burst
 * last, because the password checks it queues outlast it (nothing after it is measured); the
 * cluster's parts (workers, restarts) stop their server before the soak reads memory, and so
 * does the second server of edit to live across two servers. */
export const PARTS = ['js', 'lighthouse', 'throughput', 'uncached', 'search', 'workers', 'restarts', 'edit', 'edit2', 'soak', 'burst']
export const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => s.trim()) : PARTS

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
/** Where Debian's chromium package puts it (.ci/run installs it there). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
export const CHROME_PATH = process.env.CHROME_PATH || DEBIAN_CHROMIUM
export const CHROME_FLAGS = [
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

/** Demo cabinet customer (features/cabinet/seed.ts, DEMO_CUSTOMERS=1). */
export const DEMO_CUSTOMER = { email: 'anna.demo@veltrana.example', password: 'demo-cabinet-password' }

export const BUDGETS = {
  lighthouse: 100,
  /** Where a large hero image is the largest paint, the issue allows ≥ 95. */
  lighthousePerformanceWithHero: 95,
  jsInteractiveBytes: 100 * 1024,
  cachedVsBare: 0.5,
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
}

/** Pages whose largest paint is a large hero image, and why 100 is out of reach there. */
export const HERO_PAGES = {
  '/': 'the banner carousel’s first slide is a full-width photograph and the largest paint',
}
