// `npm run bench -- --profile`: a CPU profile of the server while wrk asks for the home page
// with the HTML cache skipped, boot excluded, summarised by category (React SSR, Remix, …).
// Open bench/results/uncached-home.cpuprofile in Chrome DevTools (Performance) for the detail.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { root } from '../lib/server.mjs'
import { BYPASS_HEADER, CONNECTIONS, DURATION_S, ORIGIN } from './config.mjs'
import { formatSummary, summarizeProfile } from './profileSummary.mjs'
import { ensureBuild, startBenchServer } from './server.mjs'
import { ensureWrk, wrk } from './wrk.mjs'

const hook = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cpuProfileHook.mjs')

export async function runProfile() {
  const missing = ensureWrk()
  if (missing) {
    console.error(missing)
    return 2
  }
  await ensureBuild()
  const dir = path.join(root, 'bench', 'results')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'uncached-home.cpuprofile')
  fs.rmSync(file, { force: true })
  const server = await startBenchServer({ nodeArgs: ['--import', hook], env: { CPU_PROFILE_FILE: file } })
  let load
  try {
    const headers = { [BYPASS_HEADER]: '1' }
    // Warm: JIT, the loader caches.
    await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: 2, headers })
    server.child.kill('SIGUSR2')
    await new Promise((r) => setTimeout(r, 200))
    load = await wrk({ url: `${ORIGIN}/`, connections: CONNECTIONS, seconds: DURATION_S, headers })
    server.child.kill('SIGUSR2')
    const deadline = Date.now() + 30_000
    while (!fs.existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
  } finally {
    await server.stop()
  }
  const summary = summarizeProfile(JSON.parse(fs.readFileSync(file, 'utf8')), 25)
  const text = `Uncached home page: ${load.rps.toFixed(0)} req/s, p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms\n${formatSummary(summary, load.requests)}`
  fs.writeFileSync(path.join(dir, 'profile.txt'), `${text}\n`)
  console.log(`\n${text}\n\nProfile: bench/results/uncached-home.cpuprofile; summary: bench/results/profile.txt`)
  return 0
}
