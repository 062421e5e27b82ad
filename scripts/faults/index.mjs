// The fault runs of `npm run bench -- --faults`: the fuzz (fuzz.mjs), then the crash during
// writes (crash.mjs), each against its own production server on loopback with a fresh database.
//
//   node scripts/faults/index.mjs        builds if needed, runs both, exits 1 on any failure
//   import { runFaults } from './faults/index.mjs'   (for `npm run bench -- --faults`; build first)
//
// Ports 3711 (fuzz) and 3713 (crash) unless FUZZ_PORT / CRASH_PORT say otherwise.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCrash } from './crash.mjs'
import { runFuzz } from './fuzz.mjs'

/**
 * Run both and return { ok, lines, fuzz, crash }: `lines` are one PASS/FAIL line per run in the
 * benchmark's format. Options go through to each run: { fuzz: { count, seed, port }, crash: { port } }.
 */
export async function runFaults({ print = console.log, fuzz = {}, crash = {} } = {}) {
  const fuzzed = await runFuzz({ print, ...fuzz })
  const crashed = await runCrash({ print, ...crash })
  const line = (ok, text) => `${ok ? 'PASS' : 'FAIL'}  ${text}`
  const lines = [
    line(fuzzed.ok, `Fuzz: ${fuzzed.sent} requests, ${fuzzed.failures.length} failures (5xx, no answer, server down) (${fuzzed.seconds} s)`),
    line(
      crashed.ok,
      `Crash during writes: kill -9 after ${crashed.created} registrations answered 201, all complete after restart, database clean; ${crashed.problems.length} problems (${crashed.seconds} s)`,
    ),
  ]
  return { ok: fuzzed.ok && crashed.ok, lines, fuzz: fuzzed, crash: crashed }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { build } = await import('../build.mjs')
  await build()
  const started = Date.now()
  const { ok, lines } = await runFaults()
  console.log(`\n${lines.join('\n')}\n\nFault runs ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s.`)
  process.exit(ok ? 0 : 1)
}
