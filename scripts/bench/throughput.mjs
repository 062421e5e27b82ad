// Requests per second on the home page: answered from the HTML cache, against a bare Node
// `http` server sending the same bytes; and rendered every time (the cache skipped with the bench
// server's bypass header).
import http from 'node:http'
import { BUDGETS, BYPASS_HEADER, CONNECTIONS, DURATION_S, ORIGIN, REFERENCE_PORT } from './config.mjs'
import { wrk } from './wrk.mjs'

const ms = (value) => (value === null ? '?' : `${value.toFixed(1)} ms`)

/** Pairs of short runs, the site's and bare Node's taking turns to go first: this machine's speed
 * drifts over tens of seconds (by up to half), so two long runs one after the other compare two
 * different machines, while each pair compares the two on one. */
const ROUNDS = 5

/**
 * The site's page at `/` (with `headers`) from its HTML cache against a bare Node server in this
 * process answering the same bytes: the pair whose ratio is the median of ROUNDS, and the page.
 */
export async function againstBareNode(headers = {}) {
  // Twice: the first response fills the cache, the second shows it answers.
  await fetch(`${ORIGIN}/`, { headers })
  const probe = await fetch(`${ORIGIN}/`, { headers })
  const html = Buffer.from(await probe.arrayBuffer())
  const reference = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html))
  await new Promise((resolve) => reference.listen(REFERENCE_PORT, '127.0.0.1', resolve))
  const seconds = Math.max(2, Math.round(DURATION_S / ROUNDS))
  const load = (origin) => wrk({ url: `${origin}/`, connections: CONNECTIONS, seconds, headers })
  const pairs = []
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % 2 === 0
      const a = await load(first ? ORIGIN : `http://127.0.0.1:${REFERENCE_PORT}`)
      const b = await load(first ? `http://127.0.0.1:${REFERENCE_PORT}` : ORIGIN)
      const [site, bare] = first ? [a, b] : [b, a]
      pairs.push({ site, bare, ratio: bare.rps ? site.rps / bare.rps : 0 })
    }
  } finally {
    await new Promise((resolve) => reference.close(resolve))
  }
  const median = [...pairs].sort((x, y) => x.ratio - y.ratio)[Math.floor(ROUNDS / 2)]
  // The figures bench/results/latest.json keeps, and the report line reads.
  const figures = {
    htmlBytes: html.length,
    cacheHeader: probe.headers.get('x-cache'),
    home: median.site,
    bareNode: median.bare,
    ratio: median.ratio,
    ratios: pairs.map((pair) => Number(pair.ratio.toFixed(2))),
    errors: pairs.reduce((sum, pair) => sum + pair.site.errorCount, 0),
  }
  return { html, figures }
}

/** The report line of `againstBareNode`'s figures. */
export function bareNodeLine(report, name, { home, bareNode, ratio, ratios, errors, cacheHeader }, budget) {
  report.line(
    name,
    `${home.rps.toFixed(0)} vs ${bareNode.rps.toFixed(0)} req/s = ${ratio.toFixed(2)} × (median of ${ratios.join(', ')}; p99 ${ms(home.latencyMs.p99)} vs ${ms(bareNode.latencyMs.p99)}; ${errors} errors; x-cache ${cacheHeader ?? 'absent'})`,
    `≥ ${budget} ×`,
    ratio >= budget && errors === 0,
  )
}

export async function measureCachedThroughput(report) {
  const { figures } = await againstBareNode()
  report.raw.throughput = figures
  bareNodeLine(report, 'Home page, cached, vs bare Node', figures, BUDGETS.cachedVsBare)
}

export async function measureUncachedRender(report) {
  const headers = { [BYPASS_HEADER]: '1' }
  const probe = await fetch(`${ORIGIN}/`, { headers })
  await probe.arrayBuffer()
  if (probe.headers.get('x-cache')) throw new Error('The bench server did not honour the cache bypass header (HTML_CACHE_BYPASS=1)')
  // Throughput with many visitors at once; latency with one at a time (at 50 connections the
  // latency is 50 / throughput by Little's law, a restatement of the rate, not a budget of its own).
  const loaded = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: DURATION_S, headers })
  const single = await wrk({ url: `${ORIGIN}/`, connections: 1, seconds: DURATION_S, headers })
  report.raw.uncachedRender = { loaded, single }
  report.line(
    `Home page, uncached render, ${CONNECTIONS} connections`,
    `${loaded.rps.toFixed(0)} req/s (p50 ${ms(loaded.latencyMs.p50)}, p99 ${ms(loaded.latencyMs.p99)}; ${loaded.errorCount} errors)`,
    `≥ ${BUDGETS.uncachedRps} req/s`,
    loaded.rps >= BUDGETS.uncachedRps && loaded.errorCount === 0,
  )
  report.line(
    'Home page, uncached render, one request at a time',
    `p99 ${ms(single.latencyMs.p99)} (p50 ${ms(single.latencyMs.p50)}, ${single.rps.toFixed(0)} req/s; ${single.errorCount} errors)`,
    `p99 < ${BUDGETS.uncachedP99Ms} ms`,
    single.latencyMs.p99 !== null && single.latencyMs.p99 < BUDGETS.uncachedP99Ms && single.errorCount === 0,
  )
}
