// `npm test`: every test. Unit and integration tests (vitest, real Payload on temporary
// SQLite files), then the browser tests (Playwright in Debian's Chromium on the production
// build). Ends with one "N passed, N failed" line over both runners.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-reports-'))
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1

const vitestReport = path.join(reports, 'vitest.json')
const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  NODE_OPTIONS: '--conditions=production',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
})
const playwrightReport = path.join(reports, 'playwright.json')
const e2e = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport })

const counts = { passed: 0, failed: 0, skipped: 0 }
try {
  const v = JSON.parse(fs.readFileSync(vitestReport, 'utf8'))
  counts.passed += v.numPassedTests
  counts.failed += v.numFailedTests
  counts.skipped += v.numPendingTests + (v.numTodoTests ?? 0)
} catch {
  counts.failed += unit ? 1 : 0
}
try {
  const p = JSON.parse(fs.readFileSync(playwrightReport, 'utf8')).stats
  counts.passed += p.expected + p.flaky
  counts.failed += p.unexpected
  counts.skipped += p.skipped
} catch {
  counts.failed += e2e ? 1 : 0
}
fs.rmSync(reports, { recursive: true, force: true })
if ((unit || e2e) && counts.failed === 0) counts.failed = 1 // a runner failed before reporting
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(unit || e2e ? 1 : 0)
