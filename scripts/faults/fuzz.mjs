// Fuzz: thousands of generated bad requests (fuzzCases.mjs) against every /api endpoint and
// every form action of a production server on loopback. Passes when no answer is a 5xx, none
// hangs, and the server stays up (checked every few hundred requests).
//
//   node scripts/faults/fuzz.mjs [--count 5000] [--seed 20260601] [--port 3711] [--replay 12,345]
//
// Also `import { runFuzz } from './fuzz.mjs'` (scripts/faults/index.mjs runs it with the crash run).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { makeRequest, targetList } from './fuzzCases.mjs'
import { cookieFrom, json, send } from './http.mjs'
import { makeDataDir, startServer } from './server.mjs'
import { signatureDataUrl } from './signature.mjs'

const ADMIN = { email: 'admin@veltrana.example', password: 'e2e-admin-password' } // scripts/lib/server.mjs
const CUSTOMER = { email: 'fuzz.customer@example.org', password: 'fuzz-password-1' }
/** A second customer, the one the fuzz tries wrong passwords on (and so locks out). */
const TARGET = { email: 'fuzz.target@example.org', password: 'fuzz-password-2' }
const BATCH = 250

export async function runFuzz({ port = 3711, count = 5000, seed = 20260601, concurrency = 6, replay = null, deadlineSeconds = 360, print = console.log } = {}) {
  const started = Date.now()
  // A server that stops answering makes every request wait for its timeout: the run gives up
  // (and fails) at the deadline rather than run for hours.
  const deadline = started + deadlineSeconds * 1000
  const dataDir = makeDataDir('fuzz')
  const logFile = path.join(dataDir, 'server.log')
  print(`Fuzz: seed ${seed}, ${replay ? `replaying ${replay.join(', ')}` : `${count} requests over ${targetList().length} targets`}; server log ${logFile}`)
  const server = await startServer({ port, dataDir, logFile })
  const stats = new Map() // label -> Map(status -> n)
  const failures = []
  let sent = 0
  try {
    const ctx = await setUp(server.origin)
    const indexes = replay ?? Array.from({ length: count }, (_, i) => i)
    for (let from = 0; from < indexes.length; from += BATCH) {
      const batch = indexes.slice(from, from + BATCH)
      let next = 0
      const worker = async () => {
        while (next < batch.length && Date.now() < deadline) {
          const index = batch[next++]
          const request = makeRequest(seed, index, ctx)
          const logBefore = replay ? fs.statSync(logFile).size : 0
          const response = await send(server.origin, { ...request, timeoutMs: 20_000 })
          // The server logs an error after it has answered: give it a moment in a replay.
          if (replay) await new Promise((resolve) => setTimeout(resolve, 300))
          sent += 1
          const outcome = classify(request, response)
          count1(stats, request.label, outcome, response.ms)
          if (outcome.startsWith('FAIL') || replay) {
            const record = describe(index, request, response, outcome)
            if (outcome.startsWith('FAIL')) failures.push(record)
            if (replay) print(`${record}\n${newErrorLines(logFile, logBefore)}`)
          }
        }
      }
      // A replay goes one request at a time, so the server's log lines can be told apart.
      await Promise.all(Array.from({ length: replay ? 1 : concurrency }, worker))
      const health = Date.now() < deadline ? await checkHealth(server, ctx) : `not finished within ${deadlineSeconds} s`
      if (health) {
        failures.push(`after ${sent} requests: ${health}`)
        break
      }
      if (!replay && (from / BATCH) % 4 === 3) print(`  ${sent} requests, ${failures.length} failures, ${Math.round((Date.now() - started) / 1000)} s`)
    }
  } finally {
    await server.stop()
  }

  const seconds = Math.round((Date.now() - started) / 1000)
  print(summary(stats))
  const ok = failures.length === 0 && sent >= (replay ? replay.length : count)
  if (failures.length) {
    print(`\n${failures.length} failures (first 25):\n${failures.slice(0, 25).join('\n')}`)
    print(`\nReplay them one at a time, each with what the server logged: node scripts/faults/fuzz.mjs --seed ${seed} --replay <index,index,…>`)
    print(`The server's log: ${logFile}`)
  } else fs.rmSync(dataDir, { recursive: true, force: true })
  print(`\nFuzz ${ok ? 'PASSED' : 'FAILED'}: ${sent} requests in ${seconds} s, ${failures.length} failures.`)
  return { ok, sent, failures, seconds }
}

/** What the server handed out that requests refer to: ids, files, a customer, an admin token. */
async function setUp(origin) {
  const ctx = { ids: {}, signature: await signatureDataUrl(1) }
  await refreshAdmin(origin, ctx)
  const admin = { authorization: `JWT ${ctx.adminToken}`, 'content-type': 'application/json' }
  const create = async (slug, data) => {
    const response = await send(origin, { method: 'POST', path: `/api/${slug}`, headers: admin, body: JSON.stringify(data) })
    if (response.status !== 201) throw new Error(`setting up ${slug}: ${response.status} ${response.body.toString().slice(0, 300)}`)
    return json(response).doc
  }
  const image = await uploadImage(origin, ctx.adminToken)
  ctx.ids.media = image.id
  ctx.mediaFile = image.filename
  // An image shown in news needs its alternative text in both languages.
  await send(origin, { method: 'PATCH', path: `/api/media/${image.id}?locale=ru`, headers: admin, body: JSON.stringify({ alt: 'Изображение' }) })
  ctx.ids.pages = (await create('pages', { title: 'Home', path: 'home', _status: 'published' })).id
  await create('pages', { title: 'About us', path: 'about_us', _status: 'published' })
  const text = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'News' }] }] } }
  ctx.ids.news = (await create('news', { date: '2026-01-01T00:00:00.000Z', headline: 'News', summary: 'News', image: image.id, body: text })).id
  ctx.ids.leaders = (await create('leaders', { name: 'Leader', photo: image.id })).id
  ctx.ids['history-milestones'] = (await create('history-milestones', { period: '1988-1997', image: image.id, title: 'Founded', order: 1 })).id
  ctx.ids.subsidiaries = (await create('subsidiaries', { number: 1, name: 'Subsidiary' })).id

  const register = async (who) => {
    const response = await send(origin, {
      method: 'POST',
      path: '/api/register',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...who,
        data: {
          phone: '+7 912 000-00-00',
          firstName: 'Anna',
          lastName: 'Fuzz',
          address: 'Tverskaya 1, Moscow',
          signature: ctx.signature,
          personalDataConsent: true,
        },
      }),
    })
    if (response.status !== 201) throw new Error(`setting up a customer: ${response.status} ${response.body}`)
    return response
  }
  const registered = await register(CUSTOMER)
  await register(TARGET)
  ctx.targetEmail = TARGET.email
  ctx.customerId = json(registered).uid
  ctx.customerCookie = cookieFrom(registered)
  ctx.ids.customers = ctx.customerId
  ctx.ids.procedures = (await create('procedures', { customer: Number(ctx.customerId), name: 'Check-up', price: 100, status: 'planned' })).id
  const customer = json(await send(origin, { method: 'GET', path: `/api/customers/${ctx.customerId}?depth=1`, headers: admin }))
  ctx.signatureFile = customer?.signature?.filename
  ctx.ids['customer-signatures'] = customer?.signature?.id
  return ctx
}

async function uploadImage(origin, token) {
  const sharp = (await import('sharp')).default
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const boundary = 'setupboundary'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Setup image"}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="setup.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const response = await send(origin, {
    method: 'POST',
    path: '/api/media',
    headers: { authorization: `JWT ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  if (response.status !== 201) throw new Error(`setting up media: ${response.status} ${response.body.toString().slice(0, 300)}`)
  return json(response).doc
}

async function refreshAdmin(origin, ctx) {
  const response = await send(origin, {
    method: 'POST',
    path: '/api/users/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (response.status !== 200) throw new Error(`admin sign-in: ${response.status} ${response.body}`)
  ctx.adminToken = json(response).token
}

/** Empty when all is well; otherwise what is wrong. Renews credentials the fuzz signed out. */
async function checkHealth(server, ctx) {
  const exited = server.exitStatus()
  if (exited) return `the server exited (code ${exited.code}, signal ${exited.signal})`
  const response = await send(server.origin, { path: '/api/displayData', timeoutMs: 15_000 })
  if (response.status !== 200) return `health check answered ${response.status || response.error}`
  const me = json(await send(server.origin, { path: '/api/users/me', headers: { authorization: `JWT ${ctx.adminToken}` } }))
  if (!me?.user) {
    try {
      await refreshAdmin(server.origin, ctx)
    } catch (error) {
      return `the admin can no longer sign in (${error.message})`
    }
  }
  const profile = await send(server.origin, { method: 'POST', path: '/api/idData', headers: { cookie: ctx.customerCookie ?? '' } })
  if (profile.status !== 200) {
    const login = await send(server.origin, {
      method: 'POST',
      path: '/api/loginUSR',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CUSTOMER),
    })
    if (login.status === 200) ctx.customerCookie = cookieFrom(login)
  }
  return ''
}

/**
 * The outcome for the summary: the status, or why there was none. A 5xx, no answer in time,
 * or a connection dropped without an answer to an ordinary request is a failure. A connection
 * reset while a refused oversized body was still being written is how such a refusal may look.
 */
function classify(request, response) {
  if (response.status >= 500) return `FAIL ${response.status}`
  if (response.status > 0) return String(response.status)
  if (response.status === -1) return 'not sent'
  if (request.fresh && /ECONNRESET|EPIPE/.test(response.error)) return 'reset (oversized)'
  return `FAIL ${response.error}`
}

/** What the server logged since `offset`, errors only, each line shortened. */
function newErrorLines(logFile, offset) {
  const fd = fs.openSync(logFile, 'r')
  const size = fs.fstatSync(fd).size
  const buffer = Buffer.alloc(Math.max(0, size - offset))
  fs.readSync(fd, buffer, 0, buffer.length, offset)
  fs.closeSync(fd)
  const lines = stripVTControlCharacters(buffer.toString('utf8')).split('\n')
  return lines
    .filter((l) => /error|⨯|at /i.test(l))
    .slice(0, 12)
    .map((l) => `    ${l.trim().slice(0, 240)}`)
    .join('\n')
}

function count1(stats, label, outcome, ms) {
  if (!stats.has(label)) stats.set(label, { outcomes: new Map(), ms: 0, n: 0, max: 0 })
  const row = stats.get(label)
  row.outcomes.set(outcome, (row.outcomes.get(outcome) ?? 0) + 1)
  Object.assign(row, { ms: row.ms + ms, n: row.n + 1, max: Math.max(row.max, ms) })
}

function describe(index, request, response, outcome) {
  const body = request.body === undefined ? '' : Buffer.from(request.body).toString('utf8').slice(0, 160).replace(/\s+/g, ' ')
  const answer = response.body ? response.body.toString('utf8').slice(0, 160).replace(/\s+/g, ' ') : response.error
  return `#${index} ${outcome} ${request.method} ${request.path.slice(0, 160)} ${JSON.stringify(request.headers).slice(0, 200)} body=${JSON.stringify(body)} -> ${answer}`
}

function summary(stats) {
  const totals = new Map()
  const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b))
  const width = Math.max(...rows.map(([label]) => label.length))
  const lines = rows.map(([label, row]) => {
    for (const [outcome, n] of row.outcomes) totals.set(outcome, (totals.get(outcome) ?? 0) + n)
    const cells = [...row.outcomes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, n]) => `${outcome}×${n}`)
    return `  ${label.padEnd(width)}  ${cells.join('  ')}`
  })
  const all = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, n]) => `${outcome}×${n}`)
  const slowest = rows
    .sort(([, a], [, b]) => b.ms / b.n - a.ms / a.n)
    .slice(0, 6)
    .map(([label, row]) => `${label} ${Math.round(row.ms / row.n)} ms (max ${row.max})`)
  return `\nBy endpoint and status:\n${lines.join('\n')}\n\nAll: ${all.join('  ')}\nSlowest on average: ${slowest.join('; ')}`
}

function args(argv) {
  const get = (name) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const replay = get('replay')
  return {
    count: Number(get('count') ?? process.env.FUZZ_COUNT ?? 5000),
    seed: Number(get('seed') ?? process.env.FUZZ_SEED ?? 20260601),
    port: Number(get('port') ?? process.env.FUZZ_PORT ?? 3711),
    replay: replay ? replay.split(',').map(Number) : null,
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { ok } = await runFuzz(args(process.argv.slice(2)))
  process.exit(ok ? 0 : 1)
}
