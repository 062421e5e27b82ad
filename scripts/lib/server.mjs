// Start the production server on a fresh temporary database: used by the browser tests and
// the benchmarks, so both measure what `npm start` runs.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The first admin of a server started here (the benchmark edits content as this user). */
export const TEST_ADMIN = { email: 'admin@veltrana.example', password: 'e2e-admin-password' }

/**
 * `nodeArgs` go before the entry (e.g. a profiler preload); `env` adds to or overrides the
 * defaults. Without `dataDir` the server gets a temporary one, removed when it exits; a given
 * one is kept (a seeded database saves minutes between development runs).
 *
 * One serving process unless `env.WEB_CONCURRENCY` asks for more: the browser tests and most
 * of the benchmark read one process (its memory, its CPU profile), and on two cores a second
 * process would only share them with the browsers and wrk.
 * @param {{ port: number, env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions, nodeArgs?: string[], dataDir?: string }} options
 */
export function startProductionServer({ port, env = {}, stdio = 'inherit', nodeArgs = [], dataDir: keptDir }) {
  const dataDir = keptDir || fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-run-'))
  const child = spawn(process.execPath, ['--conditions=production', '--enable-source-maps', ...nodeArgs, path.join(root, 'cms', 'dist', 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ROOT: root,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      WEB_CONCURRENCY: '1',
      // The browser tests, the benchmarks and the fault runs sign in as this admin over and over,
      // from parallel workers, and a TOTP code works once per 30 seconds: so these servers let
      // admins and back office sign in without a second factor. Accounts that set one up still
      // need their code, and the server allows this only on a loopback SERVER_URL, warning at
      // every start (common/env.server.ts); the two-factor tests run with it required.
      STAFF_TWO_FACTOR: 'optional',
      ...env,
    },
    stdio,
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  if (!keptDir) child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))
  return {
    child,
    pid: child.pid,
    dataDir,
    /** Resolves once the process has exited (and its data directory is gone). */
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/**
 * Resolves once the server answers, or rejects after `timeoutMs` or when `child` (if given) exits.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @param {import('node:child_process').ChildProcess | null} [child]
 */
export async function waitForServer(url, timeoutMs = 180_000, child = null) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before answering at ${url}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs / 1000} s`)
}
