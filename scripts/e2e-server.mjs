// The server Playwright tests run against: the production build on a copy of the seeded
// template database (tests/template) in a temporary folder, so every run starts from the same
// demo content without seeding it again.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copyTemplate } from '../tests/template/index.mjs'
import { build } from './build.mjs'
import { startProductionServer } from './lib/server.mjs'

await build()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-run-'))
await copyTemplate('seeded', dataDir)
const server = startProductionServer({
  port: process.env.PORT || 3300,
  dataDir,
  // Every test comes from 127.0.0.1; per-client limits are proven by their own tests. Problems
  // only in the log: Playwright shows the server's output, a line per request would bury it.
  // Scheduled publications are looked for every 2 s instead of 10, so a test waits less past their time.
  // Customer passwords at bcrypt's least cost and staff ones at 1000 PBKDF2 iterations: the tests
  // register and sign in many customers and staff.
  env: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn', JOBS_POLL_MS: '2000', PASSWORD_COST: '4', STAFF_PASSWORD_ITERATIONS: '1000' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop())
server.child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
