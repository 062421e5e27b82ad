// The server the benchmark measures: the production build, on loopback, on a fresh seeded
// database, with the demo customers (sign-in burst), a known admin (edit to live), rate limits
// off (every request comes from 127.0.0.1) and the HTML cache bypass header honoured.
import fs from 'node:fs'
import path from 'node:path'
import { build } from '../build.mjs'
import { root, startProductionServer, waitForServer } from '../lib/server.mjs'
import { ORIGIN, PORT } from './config.mjs'

/** The server's output, kept for when a part fails (BENCH_SERVER_LOG=1 shows it instead). */
export const SERVER_LOG = path.join(root, 'bench', 'results', 'server.log')

export async function startBenchServer({ nodeArgs = [], env = {} } = {}) {
  fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true })
  const log = fs.openSync(SERVER_LOG, 'w')
  const server = startProductionServer({
    port: PORT,
    env: { ...benchServerEnv(), ...env },
    stdio: process.env.BENCH_SERVER_LOG ? 'inherit' : ['ignore', log, log],
    nodeArgs,
    // Development only: reuse a seeded database (BENCH_DATA_DIR); figures to publish come from a fresh one.
    dataDir: process.env.BENCH_DATA_DIR,
  })
  try {
    // A fresh database is migrated and seeded first (images included): minutes on a busy machine.
    await waitForServer(`${ORIGIN}/api/displayData`, 600_000, server.child)
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    fs.closeSync(log)
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
