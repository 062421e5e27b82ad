// Start the production server on a fresh temporary database: used by the browser tests and
// the benchmarks, so both measure what `npm start` runs.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export function startProductionServer({ port, env = {}, stdio = 'inherit' }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-run-'))
  const child = spawn(process.execPath, ['--conditions=production', '--enable-source-maps', path.join(root, 'cms', 'dist', 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ROOT: root,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: 'admin@veltrana.example',
      ADMIN_PASSWORD: 'e2e-admin-password',
      ...env,
    },
    stdio,
  })
  const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true })
  child.on('exit', cleanup)
  return { child, dataDir, stop: () => child.kill('SIGTERM') }
}

/** Resolves once the server answers, or rejects after `timeoutMs`. */
export async function waitForServer(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs / 1000} s`)
}
