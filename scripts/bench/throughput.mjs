// Requests per second on the home page: answered from the HTML cache, against a bare Node
// `http` server sending the same bytes in the same run (the ratio is what survives a noisy
// machine); and rendered every time (the cache skipped with the bench server's bypass header).
import http from 'node:http'
import { BUDGETS, BYPASS_HEADER, CONNECTIONS, DURATION_S, ORIGIN, REFERENCE_PORT } from './config.mjs'
import { wrk } from './wrk.mjs'

const ms = (value) => (value === null ? '?' : `${value.toFixed(1)} ms`)

export async function measureCachedThroughput(report) {
  // Twice: the first response fills the cache, the second shows it answers.
  await fetch(`${ORIGIN}/`)
  const probe = await fetch(`${ORIGIN}/`)
  const html = Buffer.from(await probe.arrayBuffer())
  const cacheHeader = probe.headers.get('x-cache')
  const reference = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html))
  await new Promise((resolve) => reference.listen(REFERENCE_PORT, '127.0.0.1', resolve))
  try {
    const site = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: DURATION_S })
    const bare = await wrk({ url: `http://127.0.0.1:${REFERENCE_PORT}/`, connections: CONNECTIONS, seconds: DURATION_S })
    const ratio = bare.rps ? site.rps / bare.rps : 0
    report.raw.throughput = { htmlBytes: html.length, cacheHeader, home: site, bareNode: bare, ratio }
    report.line(
      'Home page, cached, vs bare Node',
      `${site.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s = ${ratio.toFixed(2)} × (p99 ${ms(site.latencyMs.p99)} vs ${ms(bare.latencyMs.p99)}; ${site.errorCount} errors; x-cache ${cacheHeader ?? 'absent'})`,
      `≥ ${BUDGETS.cachedVsBare} ×`,
      ratio >= BUDGETS.cachedVsBare && site.errorCount === 0,
    )
  } finally {
    await new Promise((resolve) => reference.close(resolve))
  }
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
