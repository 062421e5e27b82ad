// `npm test`: every test. The static checks first (ESLint with the import-direction rules,
// Prettier's check, then the type checks of the site and of the admin workspace cms/), and
// nothing else when they fail: such an error is found in a minute, not after the suites. Then unit and integration tests (vitest, real Payload on temporary
// SQLite files), then the browser tests (Playwright in Debian's Chromium on the production
// build). Ends with one "N passed, N failed" line over all of them, each type check counting
// as one test.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureTemplate } from '../tests/template/index.mjs'
import { waitForServer } from './lib/server.mjs'
import { runMongoTests } from './test-mongo.mjs'

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
/** As `run`, leaving this process free meanwhile (to make the test databases beside it). */
const runAsync = (cmd, args) => new Promise((resolve) => spawn(cmd, args, { stdio: 'inherit', env: process.env }).on('close', (code) => resolve(code ?? 1)))
/** How long each phase took, printed before the summary: where a slow run spent its time. */
const phases = []
let phaseStart = Date.now()
const phaseDone = (name) => {
  phases.push(`${name} ${((Date.now() - phaseStart) / 60_000).toFixed(1)} min`)
  phaseStart = Date.now()
}
const summary = (counts) => console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)

const STATIC_CHECKS = [
  ['ESLint', ['eslint', '.']],
  ['Prettier', ['prettier', '--check', '.']],
  ['Type check: site', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Type check: admin', ['tsc', '--noEmit', '-p', 'cms/tsconfig.json']],
]
/** A check run beside the others; its output is printed whole when it ends, so none interleave. */
const runCheck = ([name, args]) =>
  new Promise((resolve) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      console.log(`${name}: ${args.join(' ')}${code === 0 ? ' (ok)' : ' FAILED'}`)
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? 1)
    })
  })
// Side by side: each is mostly one thread, and two cores finish the four sooner together.
const staticFailures = (await Promise.all(STATIC_CHECKS.map(runCheck))).filter((code) => code !== 0).length
phaseDone('static checks')
if (staticFailures) {
  summary({ passed: STATIC_CHECKS.length - staticFailures, failed: staticFailures, skipped: 0 })
  process.exit(1)
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-reports-'))
const vitestReport = path.join(reports, 'vitest.json')
// The production build before the suites: tests that start the real server (backups) and the
// browser tests use it; built once here, before vitest takes both cores. The test databases
// (tests/template) are made beside it: the build leaves a core idle for long stretches, and
// otherwise vitest's first files would wait for them. One that fails is made again by the test
// that needs it, which then fails with the reason.
const templates = Promise.all([ensureTemplate('migrated'), ensureTemplate('seeded')]).catch((error) => console.error(error.message))
const built = await runAsync('node', ['scripts/build.mjs'])
await templates
phaseDone('build and test databases')
if (built !== 0) {
  summary({ passed: STATIC_CHECKS.length, failed: 1, skipped: 0 })
  process.exit(1)
}
// The browser tests' server is started now, beside vitest, instead of by Playwright afterwards:
// its start (Payload, the admin, the template's copy) keeps one core busy for up to a couple of
// minutes on a loaded machine while the other waits, and beside vitest it costs the suites far
// less than that. Its output is kept and shown when it fails or the browser tests do.
const e2ePort = process.env.E2E_PORT || '3300'
const e2eSmtpPort = process.env.E2E_SMTP_PORT || String(Number(e2ePort) + 1000)
// Written to a file, not a pipe: this process waits on vitest meanwhile and would read no pipe.
const e2eServerLog = path.join(reports, 'e2e-server.log')
const e2eServerOutput = fs.openSync(e2eServerLog, 'w')
const e2eServer = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  env: { ...process.env, PORT: e2ePort, SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}` },
  stdio: ['ignore', e2eServerOutput, e2eServerOutput],
})
fs.closeSync(e2eServerOutput)
const e2eServerExited = new Promise((resolve) => e2eServer.on('exit', resolve))
process.on('exit', () => e2eServer.exitCode === null && e2eServer.kill('SIGTERM'))
const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  NODE_OPTIONS: '--conditions=production',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  // SQLite here; MongoDB below, when asked for.
  MONGODB_TEST_URI: '',
})
phaseDone('vitest')
// The integration tests once more on MongoDB when MONGODB_TEST_URI is set; one line saying so when not.
const mongoReport = path.join(reports, 'vitest-mongo.json')
const mongo = runMongoTests(['--reporter=default', '--reporter=json', `--outputFile.json=${mongoReport}`])
if (process.env.MONGODB_TEST_URI) phaseDone('vitest on MongoDB')
const playwrightReport = path.join(reports, 'playwright.json')
const e2eURL = `http://localhost:${e2ePort}`
const e2eServerUp = await waitForServer(`${e2eURL}/api/displayData`, 15 * 60_000, e2eServer).then(
  () => true,
  (error) => (console.error(`The browser tests' server did not start: ${error.message}`), false),
)
const e2e = e2eServerUp
  ? run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      E2E_BASE_URL: e2eURL,
      E2E_SMTP_PORT: e2eSmtpPort,
    })
  : 1
if (e2eServer.exitCode === null) e2eServer.kill('SIGTERM')
await e2eServerExited
if (e2e) process.stdout.write(`\nThe browser tests' server said:\n${fs.readFileSync(e2eServerLog, 'utf8')}`)
phaseDone('Playwright')

const counts = { passed: STATIC_CHECKS.length, failed: 0, skipped: 0 } // the static checks passed
for (const [report, status, ran] of [
  [vitestReport, unit, true],
  [mongoReport, mongo, Boolean(process.env.MONGODB_TEST_URI)],
]) {
  if (!ran) continue
  try {
    const v = JSON.parse(fs.readFileSync(report, 'utf8'))
    counts.passed += v.numPassedTests
    counts.failed += v.numFailedTests
    counts.skipped += v.numPendingTests + (v.numTodoTests ?? 0)
  } catch {
    counts.failed += status ? 1 : 0
  }
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
if ((unit || mongo || e2e) && counts.failed === 0) counts.failed = 1 // a runner failed before reporting
console.log(`\nTime: ${phases.join(', ')}`)
summary(counts)
process.exit(unit || mongo || e2e ? 1 : 0)
