// Several serving processes (WEB_CONCURRENCY): a second production server, one worker per core
// (at least two) under a primary, on the bench server's database (migrated and seeded by then)
// and on the port after the reference's. It measures the uncached render against the one-worker
// bench server, checks the probes, request ids and log lines, and what happens to requests under
// load when a worker is told to stop (SIGTERM), when the primary replaces every worker (SIGHUP),
// when a worker is killed (kill -9), and when the primary is told to stop.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { root, startProductionServer, waitForServer } from '../lib/server.mjs'
import { BUDGETS, BYPASS_HEADER, CLUSTER_PORT, CONNECTIONS, DURATION_S, ORIGIN, RESTART_CONNECTIONS } from './config.mjs'
import { startWrk, wrk } from './wrk.mjs'

/** The cluster's output: the primary's and the workers' JSON lines. */
export const CLUSTER_LOG = path.join(root, 'bench', 'results', 'cluster.log')
export const WORKERS = Math.max(2, os.availableParallelism())
const CLUSTER_ORIGIN = `http://127.0.0.1:${CLUSTER_PORT}`
/** A worker starts in a minute on a quiet machine; on a busy one, under load, it takes longer. */
const WORKER_START_MS = 10 * 60_000
const UNCACHED = { [BYPASS_HEADER]: '1' }

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** The primary's and workers' log lines so far (JSON only; Payload's and the banner are text). */
function logLines() {
  if (!fs.existsSync(CLUSTER_LOG)) return []
  return fs
    .readFileSync(CLUSTER_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line)
      } catch {
        return null
      }
    })
    .filter(Boolean)
}

/** Running processes whose parent is `pid` (Linux); a killed one not yet reaped is not. */
function childPids(pid) {
  const children = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The second field (the command) may hold spaces and parentheses: read after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(ppid) === pid && state !== 'Z') children.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return children
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return
    await sleep(250)
  }
  throw new Error(`gave up waiting ${seconds(timeoutMs)} for ${what}`)
}

/** An answer on a connection of its own, or the reason there was none. */
async function probe(url, { headers = {}, timeoutMs = 5000 } = {}) {
  try {
    const response = await fetch(url, { headers: { connection: 'close', ...headers }, signal: AbortSignal.timeout(timeoutMs) })
    return { status: response.status, headers: response.headers, body: await response.text() }
  } catch (error) {
    return { status: 0, error: String(error?.cause?.code ?? error?.message ?? error) }
  }
}

export function createClusterBench(benchServer) {
  let server = null
  let primaryPid = 0
  let exit = null

  /** Workers alive and listening. */
  const serving = () => {
    const alive = new Set(childPids(primaryPid))
    const listened = new Set(
      logLines()
        .filter((l) => l.msg === 'worker listening')
        .map((l) => l.workerPid),
    )
    return [...alive].filter((pid) => listened.has(pid))
  }

  async function start() {
    if (server) return
    fs.mkdirSync(path.dirname(CLUSTER_LOG), { recursive: true })
    const log = fs.openSync(CLUSTER_LOG, 'w')
    server = startProductionServer({
      port: CLUSTER_PORT,
      env: { RATE_LIMIT: 'off', HTML_CACHE_BYPASS: '1', WEB_CONCURRENCY: String(WORKERS) },
      stdio: ['ignore', log, log],
      dataDir: benchServer.dataDir,
    })
    fs.closeSync(log)
    primaryPid = server.pid
    server.child.on('exit', (code, signal) => (exit = { code, signal }))
    await waitForServer(`${CLUSTER_ORIGIN}/api/displayData`, WORKER_START_MS, server.child)
    await waitFor(() => serving().length === WORKERS, WORKER_START_MS, `all ${WORKERS} workers to listen`)
  }

  async function measureWorkers(report) {
    await start()
    // Each worker has its own caches (content reads, island renders): fill them, as the bench
    // server's were before it was measured.
    await wrk({ url: `${CLUSTER_ORIGIN}/`, connections: CONNECTIONS, seconds: 3, headers: UNCACHED })
    const one = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: DURATION_S, headers: UNCACHED })
    const all = await wrk({ url: `${CLUSTER_ORIGIN}/`, connections: CONNECTIONS, seconds: DURATION_S, headers: UNCACHED })
    const ratio = one.rps ? all.rps / one.rps : 0
    report.raw.workers = { workers: WORKERS, oneWorker: one, allWorkers: all, ratio }
    report.line(
      `Home page, uncached render, ${WORKERS} workers vs 1`,
      `${all.rps.toFixed(0)} vs ${one.rps.toFixed(0)} req/s = ${ratio.toFixed(2)} × (p99 ${all.latencyMs.p99?.toFixed(0)} vs ${one.latencyMs.p99?.toFixed(0)} ms; ${all.errorCount + one.errorCount} errors)`,
      `≥ ${BUDGETS.workersVsOne} ×`,
      ratio >= BUDGETS.workersVsOne && all.errorCount + one.errorCount === 0,
    )
    await checkFront(report)
  }

  /** The probes, a request id on an HTML cache hit, and that hit's JSON log line. */
  async function checkFront(report) {
    const problems = []
    const health = await probe(`${CLUSTER_ORIGIN}/healthz`)
    const ready = await probe(`${CLUSTER_ORIGIN}/readyz`)
    for (const [name, reply] of [
      ['/healthz', health],
      ['/readyz', ready],
    ]) {
      if (reply.status !== 200) problems.push(`${name} answered ${reply.status || reply.error}`)
      else if (reply.headers.get('cache-control') !== 'no-store') problems.push(`${name} is not no-store`)
    }
    let hit
    // Each worker fills its own HTML cache: ask until one answers from it.
    for (let i = 0; i < 10 && hit?.headers.get('x-cache') !== 'HIT'; i++) hit = await probe(`${CLUSTER_ORIGIN}/about_us?tab=x`)
    const id = hit?.headers.get('x-request-id')
    if (hit?.headers.get('x-cache') !== 'HIT') problems.push('no HTML cache hit in 10 requests')
    if (!id) problems.push('the cache hit has no X-Request-Id')
    await sleep(500)
    const line = logLines().find((l) => l.requestId === id)
    const keys = ['level', 'time', 'pid', 'hostname', 'worker', 'requestId', 'method', 'path', 'status', 'ms', 'msg']
    if (!line) problems.push('no log line with the hit’s request id')
    else if (keys.some((k) => !(k in line)) || line.path !== '/about_us?tab' || line.worker < 1) problems.push(`log line ${JSON.stringify(line)}`)
    report.raw.front = { healthz: health.body, readyz: ready.body, hitRequestId: id, logLine: line }
    report.line(
      'Probes, request ids, log lines',
      problems.length
        ? problems.join('; ')
        : `/healthz and /readyz 200 no-store; cache hit with X-Request-Id, logged by worker ${line.worker}: ${line.method} ${line.path} ${line.status} ${line.ms} ms`,
      'all there',
      problems.length === 0,
    )
  }

  /** Load on the cluster while `action` runs, and 2 s after: what wrk saw, and what `action` says. */
  async function underLoad(action) {
    // Renders, not cache hits: every request takes long enough that some are always in flight.
    const load = startWrk({ url: `${CLUSTER_ORIGIN}/`, connections: RESTART_CONNECTIONS, headers: UNCACHED, timeout: '30s' })
    let facts
    try {
      await sleep(3000)
      facts = await action()
      await sleep(2000)
    } catch (error) {
      await load.stop()
      throw error
    }
    return { result: await load.stop(), facts }
  }

  const failed = (result) => `${result.errorCount} failed of ${result.requests} (${JSON.stringify(result.errors)})`

  async function measureRestarts(report) {
    await start()
    const raw = (report.raw.restarts = {})

    // 1. SIGTERM to one worker: it finishes what it has, exits 0, and the primary starts another.
    {
      const victim = serving()[0]
      const { result, facts } = await underLoad(async () => {
        const sent = Date.now()
        process.kill(victim, 'SIGTERM')
        await waitFor(() => !childPids(primaryPid).includes(victim), 30_000, 'the worker to exit after SIGTERM')
        const stoppedMs = Date.now() - sent
        await waitFor(() => serving().length === WORKERS, WORKER_START_MS, 'a replacement worker')
        return { stoppedMs, replacedMs: Date.now() - sent, exit: logLines().find((l) => l.workerPid === victim && 'code' in l) }
      })
      raw.sigterm = { result, ...facts }
      const exitedZero = facts.exit?.code === 0
      report.line(
        'SIGTERM one worker under load',
        `${failed(result)}; it exited ${exitedZero ? 0 : JSON.stringify(facts.exit)} after ${seconds(facts.stoppedMs)}, replaced after ${seconds(facts.replacedMs)}`,
        `${BUDGETS.restartFailures} failed`,
        result.errorCount === BUDGETS.restartFailures && result.requests > 0 && exitedZero,
      )
    }

    // 2. SIGHUP to the primary: every worker replaced, one at a time.
    {
      const before = serving()
      const { result, facts } = await underLoad(async () => {
        const seen = logLines().length
        const sent = Date.now()
        process.kill(primaryPid, 'SIGHUP')
        await waitFor(
          () =>
            logLines()
              .slice(seen)
              .some((l) => l.msg === 'rolling restart done'),
          WORKER_START_MS * WORKERS,
          'the rolling restart',
        )
        const after = serving()
        return { ms: Date.now() - sent, replaced: before.filter((pid) => !after.includes(pid)).length, serving: after.length }
      })
      raw.sighup = { result, ...facts }
      report.line(
        'Rolling restart (SIGHUP) under load',
        `${failed(result)}; ${facts.replaced} of ${before.length} workers replaced in ${seconds(facts.ms)}, ${facts.serving} serving`,
        `${BUDGETS.restartFailures} failed`,
        result.errorCount === BUDGETS.restartFailures && result.requests > 0 && facts.replaced === before.length && facts.serving === WORKERS,
      )
    }

    // 3. kill -9 one worker: the primary starts another; only the dead worker's requests fail:
    //    wrk's in flight on it (at most one per connection it held), and a connection the
    //    primary handed it in the moment before it saw it die (Node's cluster loses such a
    //    connection: its client waits for its own timeout). Every probe on a fresh connection
    //    from the moment the primary saw the death is answered by the others.
    {
      const victim = serving()[0]
      const probes = []
      const { result, facts } = await underLoad(async () => {
        const sent = Date.now()
        process.kill(victim, 'SIGKILL')
        // A probe every 250 ms, none waiting for another, each waiting a minute for its answer:
        // the one worker left has all the load and shares the CPU with the replacement starting
        // (on a machine busy with other work, answers took up to 30 s).
        const launch = () => {
          const at = Date.now()
          probes.push(probe(`${CLUSTER_ORIGIN}/healthz`, { timeoutMs: 60_000 }).then(({ status, error }) => ({ at, ms: Date.now() - at, status, error })))
        }
        launch()
        const timer = setInterval(launch, 250)
        try {
          const replaced = () => {
            const now = serving()
            return now.length === WORKERS && !now.includes(victim)
          }
          await waitFor(replaced, WORKER_START_MS, 'a replacement for the killed worker')
        } finally {
          clearInterval(timer)
        }
        const seen = logLines().find((l) => l.workerPid === victim && 'signal' in l)
        return { replacedMs: Date.now() - sent, seenMs: seen ? Date.parse(seen.time) - sent : null, seenAt: seen ? Date.parse(seen.time) : Infinity }
      })
      probes.splice(0, probes.length, ...(await Promise.all(probes)))
      const failedBefore = probes.filter((p) => p.at < facts.seenAt && p.status !== 200).length
      const failedAfter = probes.filter((p) => p.at >= facts.seenAt && p.status !== 200).length
      const after = probes.filter((p) => p.at >= facts.seenAt).length
      const slowest = Math.max(...probes.map((p) => p.ms))
      raw.sigkill = { result, ...facts, probes, failedBefore, failedAfter }
      const within = result.errors.non2xx3xx === 0 && result.errorCount <= RESTART_CONNECTIONS
      report.line(
        'kill -9 one worker under load',
        `${failed(result)}; the primary saw it die after ${facts.seenMs} ms and replaced it after ${seconds(facts.replacedMs)}; /healthz on fresh connections: ${after - failedAfter} of ${after} answered after that (slowest ${seconds(slowest)}), ${failedBefore} failed before`,
        `≤ ${RESTART_CONNECTIONS} failed (one per connection), every probe answered once the primary knows`,
        within && failedAfter === 0 && after > 0,
      )
    }

    // 4. SIGTERM to the primary: every worker stops gracefully, the primary exits 0; then the
    //    database passes SQLite's own checks.
    {
      const workers = childPids(primaryPid)
      const sent = Date.now()
      await stop()
      const ms = Date.now() - sent
      const left = workers.filter((pid) => fs.existsSync(`/proc/${pid}`))
      const checks = checkDatabase(path.join(benchServer.dataDir, 'veltrana.db'))
      raw.stop = { exit, ms, left, checks }
      report.line(
        'SIGTERM the primary, then the database',
        `exit ${exit?.code ?? exit?.signal} after ${seconds(ms)}, ${left.length} workers left; integrity ${checks.integrity}, foreign keys ${checks.foreignKeys}`,
        'exit 0, none left, both ok',
        exit?.code === 0 && left.length === 0 && checks.integrity === 'ok' && checks.foreignKeys === 'ok',
      )
    }
  }

  async function stop() {
    if (!server) return
    const stopping = server.stop()
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 60_000)
    await stopping
    clearTimeout(timer)
    server = null
  }

  return { measureWorkers, measureRestarts, stop }
}

function checkDatabase(file) {
  const db = new Database(file)
  try {
    const integrity = db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((r) => Object.values(r)[0])
      .join('; ')
    const foreign = db.prepare('PRAGMA foreign_key_check').all()
    return { integrity, foreignKeys: foreign.length ? `${foreign.length} rows point nowhere` : 'ok' }
  } finally {
    db.close()
  }
}
