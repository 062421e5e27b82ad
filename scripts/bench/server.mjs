// The server the benchmark measures: the production build, on loopback, on a fresh seeded
// database, with the demo customers (sign-in burst), a known admin (edit to live), rate limits
// off (every request comes from 127.0.0.1) and the HTML cache bypass header honoured.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from '../build.mjs'
import { root, startProductionServer, waitForServer } from '../lib/server.mjs'
import { ORIGIN, PORT } from './config.mjs'

/** The server's output, kept for when a part fails (BENCH_SERVER_LOG=1 shows it instead). */
export const SERVER_LOG = path.join(root, 'bench', 'results', 'server.log')

/**
 * The bench server: one process at a time on PORT, over one data directory (BENCH_DATA_DIR, or a
 * temporary one that `stop` removes), so that a part can replace the process (`restart`, after a
 * kill -9 too) on the same database. `child` and `pid` are the running process's.
 */
export async function startBenchServer({ nodeArgs = [], env = {} } = {}) {
  fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true })
  // Development only: reuse a seeded database (BENCH_DATA_DIR); figures to publish come from a fresh one.
  const kept = process.env.BENCH_DATA_DIR
  const dataDir = kept || fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-bench-'))
  let current = null
  const launch = async (extraEnv, logFlags) => {
    const log = fs.openSync(SERVER_LOG, logFlags)
    current = startProductionServer({
      port: PORT,
      env: { ...benchServerEnv(), ...env, ...extraEnv },
      stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : ['ignore', log, log],
      nodeArgs,
      dataDir,
    })
    fs.closeSync(log)
    server.child = current.child
    server.pid = current.pid
    // A fresh database is migrated and seeded first (images included): minutes on a busy machine.
    await waitForServer(`${ORIGIN}/api/displayData`, 600_000, current.child)
  }
  const server = {
    dataDir,
    child: null,
    pid: 0,
    /** Waits for the running process to end (SIGTERM unless it was killed already), then starts
     * another on the same database with `extraEnv` added; its output goes after the first's. */
    restart: async (extraEnv = {}) => {
      await current.stop()
      await launch(extraEnv, 'a')
    },
    stop: async () => {
      await current?.stop()
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  try {
    await launch({}, 'w')
    // A fresh database was migrated and seeded by that process (143 images, the reports' PDFs),
    // which leaves its memory resident. The measured process starts on the seeded database, as
    // every start after the first does.
    if (!kept) await server.restart()
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}

/** The environment the measured servers run with (see the header). */
export function benchServerEnv() {
  return { RATE_LIMIT: 'off', DEMO_CUSTOMERS: '1', HTML_CACHE_BYPASS: '1' }
}

/** Why the server is gone, or null while it runs. */
export function serverGone(server) {
  const { exitCode, signalCode } = server.child
  if (exitCode === null && signalCode === null) return null
  return `the server exited (${signalCode ?? `code ${exitCode}`}); its output: bench/results/server.log`
}

/** The production build, brought up to date unless BENCH_SKIP_BUILD=1 says to measure the one there is. */
export async function ensureBuild() {
  if (process.env.BENCH_SKIP_BUILD === '1') console.log('Measuring the existing build (BENCH_SKIP_BUILD=1).')
  else await build()
}
