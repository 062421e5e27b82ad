// The server Playwright tests run against: the production build on a fresh, seeded database
// in a temporary folder, so every run starts from the same demo content.
import { build } from './build.mjs'
import { startProductionServer } from './lib/server.mjs'

await build()
const server = startProductionServer({
  port: process.env.PORT || 3300,
  // Every test comes from 127.0.0.1; per-client limits are proven by their own tests. Problems
  // only in the log: Playwright shows the server's output, a line per request would bury it.
  // Scheduled publications are looked for every 2 s instead of 10, so a test waits less past their time.
  env: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn', JOBS_POLL_MS: '2000' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop())
server.child.on('exit', (code) => process.exit(code ?? 0))
