// Edit to live: an editor changes a page title through Payload's REST API; the clock runs from
// sending the change until a visitor's request for the page gets the new title. The title is
// put back afterwards. Measured on the bench server alone, and across two servers: a second
// production server on the same data directory (one database) serves the page while the edit
// goes through the first, as behind a load balancer.
import fs from 'node:fs'
import { startProductionServer, waitForServer } from '../lib/server.mjs'
import { BUDGETS, ORIGIN, SECOND_PORT } from './config.mjs'
import { SERVER_LOG, benchServerEnv } from './server.mjs'
import { adminToken, visit } from './site.mjs'

const PAGE = { path: '/about_us', cmsPath: 'about_us' }
const TIMEOUT_MS = 10_000
const SECOND_ORIGIN = `http://127.0.0.1:${SECOND_PORT}`

export async function measureEditToLive(report) {
  const result = await editToLive(ORIGIN)
  report.raw.editToLive = result
  report.line('Edit to live', describe(result), `≤ ${BUDGETS.editToLiveMs} ms`, result.liveMs !== null && result.liveMs <= BUDGETS.editToLiveMs)
}

/** The second server runs only for this part; its output goes after the first's in the log. */
export async function measureEditToLiveAcrossServers(report, _pid, server) {
  const log = fs.openSync(SERVER_LOG, 'a')
  const second = startProductionServer({ port: SECOND_PORT, dataDir: server.dataDir, env: benchServerEnv(), stdio: ['ignore', log, log] })
  fs.closeSync(log)
  try {
    await waitForServer(`${SECOND_ORIGIN}/api/displayData`, 300_000, second.child)
    const result = await editToLive(SECOND_ORIGIN)
    report.raw.editToLiveAcrossServers = result
    report.line(
      'Edit to live across two servers',
      describe(result, 'saved through one server, served by another on the same database'),
      `< ${BUDGETS.editToLiveAcrossServersMs} ms`,
      result.liveMs !== null && result.liveMs < BUDGETS.editToLiveAcrossServersMs,
    )
  } finally {
    await second.stop()
  }
}

/** Saves through the bench server; visits `readOrigin` until it serves the edit. */
async function editToLive(readOrigin) {
  const auth = { Authorization: `JWT ${await adminToken()}` }
  const found = await (await fetch(`${ORIGIN}/api/pages?where[path][equals]=${PAGE.cmsPath}&locale=en&depth=0&limit=1`, { headers: auth })).json()
  const page = found.docs[0]
  if (!page) throw new Error(`No page at ${PAGE.path}`)
  const marker = `Bench edit ${Date.now().toString(36)}`
  const patch = (title) =>
    fetch(`${ORIGIN}/api/pages/${page.id}?locale=en&depth=0`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    })
  // The page is in the HTML cache before the edit, as on a live site.
  await visit(PAGE.path, {}, readOrigin)
  await visit(PAGE.path, {}, readOrigin)

  const start = performance.now()
  const saved = await patch(marker)
  const savedMs = performance.now() - start
  if (!saved.ok) throw new Error(`Editing the title failed: ${saved.status} ${await saved.text()}`)
  let liveMs = null
  let polls = 0
  while (performance.now() - start < TIMEOUT_MS) {
    polls++
    const { body } = await visit(PAGE.path, {}, readOrigin)
    if (body.includes(marker)) {
      liveMs = performance.now() - start
      break
    }
  }
  const restored = await patch(page.title)
  if (!restored.ok) console.warn(`Could not put the title of ${PAGE.path} back: ${restored.status}`)
  return { page: PAGE.path, savedMs, liveMs, polls }
}

function describe({ savedMs, liveMs, polls }, note) {
  if (liveMs === null) return `not live after ${TIMEOUT_MS / 1000} s`
  return `${liveMs.toFixed(0)} ms (the save itself ${savedMs.toFixed(0)} ms; ${polls} page loads${note ? `; ${note}` : ''})`
}
