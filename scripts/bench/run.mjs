// `npm run bench`: builds, starts the production server on loopback, measures each part and
// prints one line per budget. Raw figures: bench/results/latest.json; the same table as
// markdown for docs/performance.md: bench/results/latest.md.
import path from 'node:path'
import { root } from '../lib/server.mjs'
import { measureAlerts } from './alerts.mjs'
import { createClusterBench } from './cluster.mjs'
import { ONLY, PARTS } from './config.mjs'
import { measureDashboard } from './dashboard.mjs'
import { measureEditToLive, measureEditToLiveAcrossServers } from './editToLive.mjs'
import { measureJsPerPage } from './jsPerPage.mjs'
import { ensureChromium, measureLighthouse } from './lighthouse.mjs'
import { measureLowVision } from './lowVision.mjs'
import { createReport } from './report.mjs'
import { measureSearch } from './search.mjs'
import { ensureBuild, serverGone, startBenchServer } from './server.mjs'
import { measureSignInBurst } from './signInBurst.mjs'
import { publicPages, warm } from './site.mjs'
import { measureSoak } from './soak.mjs'
import { measureCachedThroughput, measureUncachedRender } from './throughput.mjs'
import { ensureWrk } from './wrk.mjs'

/** Run in PARTS' order; the cluster's parts share one server of several workers. */
const measures = (cluster) => ({
  js: measureJsPerPage,
  lighthouse: measureLighthouse,
  throughput: measureCachedThroughput,
  lowvision: measureLowVision,
  uncached: measureUncachedRender,
  workers: cluster.measureWorkers,
  restarts: cluster.measureRestarts,
  search: measureSearch,
  dashboard: measureDashboard,
  burst: measureSignInBurst,
  edit: measureEditToLive,
  edit2: measureEditToLiveAcrossServers,
  soak: measureSoak,
  alerts: measureAlerts,
})

export async function runBench() {
  const started = Date.now()
  const parts = PARTS.filter((p) => ONLY.includes(p))
  // What is missing and cannot be installed stops the run here, with one line saying what to do.
  const missing = ensureWrk() ?? (parts.includes('lighthouse') || parts.includes('lowvision') ? ensureChromium() : null)
  if (missing) {
    console.error(missing)
    return 2
  }
  await ensureBuild()
  const report = createReport()
  const server = await startBenchServer()
  const cluster = createClusterBench(server)
  const MEASURE = measures(cluster)
  report.raw.bootSeconds = Math.round((Date.now() - started) / 1000)
  try {
    // Every page and its files once in each language, so no measurement pays for a first render.
    for (const page of await publicPages()) {
      for (const query of ['', '?lng=ru']) await warm(`${page}${query}`)
    }
    for (const part of parts) {
      const partStart = Date.now()
      // A part that breaks is one failed line; the others still run while the server does.
      try {
        await MEASURE[part](report, server.pid, server)
      } catch (error) {
        report.line(`${part}: could not measure`, serverGone(server) ?? String(error?.message ?? error), null, false)
      }
      report.raw.seconds = { ...report.raw.seconds, [part]: Math.round((Date.now() - partStart) / 1000) }
      const gone = serverGone(server)
      if (gone) {
        report.line(`Server during ${part}`, gone, null, false)
        break
      }
    }
  } finally {
    await cluster.stop()
    await server.stop()
  }
  report.raw.totalSeconds = Math.round((Date.now() - started) / 1000)
  const summary = report.write(path.join(root, 'bench', 'results'))
  console.log(
    `\n${summary}\n\nTook ${report.raw.totalSeconds} s. Raw figures: bench/results/latest.json; table for docs/performance.md: bench/results/latest.md`,
  )
  return report.failed() ? 1 : 0
}
