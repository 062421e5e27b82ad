// `npm test`: every test. Unit and integration tests (vitest, real Payload on temporary
// SQLite files), then the browser tests (Playwright in Debian's Chromium on the production build).
import { spawnSync } from 'node:child_process'

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

const unit = run('npx', ['vitest', 'run'], { NODE_OPTIONS: '--conditions=production', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' })
const e2e = run('npx', ['playwright', 'test'])
const failed = [unit && 'vitest', e2e && 'playwright'].filter(Boolean)
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll tests passed.')
process.exit(failed.length ? 1 : 0)
