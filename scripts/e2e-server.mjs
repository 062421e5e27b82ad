// The server Playwright tests run against: the production build on a fresh, seeded database
// in a temporary folder, so every run starts from the same demo content.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from './build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
await build()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-e2e-'))
const child = spawn(process.execPath, ['--conditions=production', '--enable-source-maps', path.join(root, 'cms', 'dist', 'server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    APP_ROOT: root,
    DATA_DIR: dataDir,
    PORT: process.env.PORT || '3300',
    ADMIN_EMAIL: 'admin@veltrana.example',
    ADMIN_PASSWORD: 'e2e-admin-password',
    // Every test comes from 127.0.0.1; per-client limits are proven by their own tests.
    RATE_LIMIT: 'off',
  },
  stdio: 'inherit',
})
const stop = () => {
  child.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)))
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
