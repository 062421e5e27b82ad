// Crash during writes: 100 registrations at once against a production server on loopback,
// `kill -9` once some have been answered, then the database is opened straight after the crash
// and the server started again on it. Passes when every registration answered 201 exists
// complete (profile, password hash that signs in, signature file matching its hash), no
// customer exists half-made, and SQLite's integrity and foreign-key checks come back clean.
//
//   node scripts/faults/crash.mjs [--port 3713] [--registrations 100] [--kill-after 30]
//
// Also `import { runCrash } from './crash.mjs'` (scripts/faults/index.mjs runs it after the fuzz).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'libsql'
import { json, send } from './http.mjs'
import { errorLines, makeDataDir, startServer } from './server.mjs'
import { signatureDataUrl } from './signature.mjs'

export async function runCrash({ port = 3713, registrations = 100, killAfter = 30, print = console.log } = {}) {
  const started = Date.now()
  const dataDir = makeDataDir('crash')
  const logFile = path.join(dataDir, 'server.log')
  const problems = []
  print(`Crash during writes: ${registrations} registrations at once, kill -9 after ${killAfter} answers; data ${dataDir}`)

  const people = await Promise.all(
    Array.from({ length: registrations }, async (_, i) => ({
      email: `crash.${i}@example.org`,
      password: `crash-password-${i}`,
      data: {
        phone: `+7 912 ${String(100 + i).padStart(3, '0')}-00-00`,
        firstName: 'Anna',
        lastName: `Crash ${i}`,
        address: `Tverskaya ${i + 1}, Moscow`,
        signature: await signatureDataUrl(i),
        personalDataConsent: true,
      },
    })),
  )

  // 1. The burst, and the kill.
  let server = await startServer({ port, dataDir, logFile })
  print(`  server up after ${Math.round((Date.now() - started) / 1000)} s`)
  const answers = new Array(registrations).fill(null)
  let answered = 0
  let killing = null
  await Promise.all(
    people.map(async (person, i) => {
      const response = await send(server.origin, {
        method: 'POST',
        path: '/api/register',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(person),
        fresh: true,
        timeoutMs: 120_000,
      })
      answers[i] = response.status > 0 ? { status: response.status, uid: json(response)?.uid } : { status: 0, error: response.error }
      if (response.status > 0 && ++answered === killAfter) killing = server.kill9()
    }),
  )
  await killing
  if (!killing) problems.push(`only ${answered} registrations were answered before the burst ended; the server was never killed mid-way`)
  const created = answers.map((a, i) => ({ ...a, i })).filter((a) => a.status === 201)
  const refused = answers.filter((a) => a.status > 0 && a.status !== 201)
  const unanswered = answers.filter((a) => a.status === 0).length
  print(
    `  after ${Math.round((Date.now() - started) / 1000)} s: answered ${answered} (201: ${created.length}, other: ${refused.length}), cut off by the kill: ${unanswered}; exit ${JSON.stringify(server.exitStatus())}`,
  )
  for (const a of refused) problems.push(`a registration was answered ${a.status} before the kill (expected 201)`)

  // 2. The database as the crash left it: opens, recovers its WAL, passes SQLite's own checks,
  //    and holds no customer that is half made.
  const dbFile = path.join(dataDir, 'veltrana.db')
  problems.push(...checkDatabase(dbFile, dataDir, created, unanswered, print))

  // 3. The server starts again on it; customers answered 201 sign in (a sample: each sign-in is
  //    a bcrypt comparison, and every stored hash was checked above); new registrations work.
  server = await startServer({ port, dataDir, logFile })
  print(`  restarted after ${Math.round((Date.now() - started) / 1000)} s`)
  try {
    for (const { i, uid } of sample(created, 5)) {
      const login = await send(server.origin, {
        method: 'POST',
        path: '/api/loginUSR',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: people[i].email, password: people[i].password }),
      })
      if (login.status !== 200 || json(login)?.uid !== uid)
        problems.push(`customer ${people[i].email} (201, uid ${uid}) cannot sign in after the restart: ${login.status}`)
    }
    const again = await send(server.origin, {
      method: 'POST',
      path: '/api/register',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...people[0], email: 'after.crash@example.org' }),
    })
    if (again.status !== 201) problems.push(`a registration after the restart was answered ${again.status}`)
  } finally {
    await server.stop()
  }
  problems.push(...checkDatabase(dbFile, dataDir, created, unanswered, () => {}).map((p) => `after the restart: ${p}`))

  const seconds = Math.round((Date.now() - started) / 1000)
  const ok = problems.length === 0
  if (ok) fs.rmSync(dataDir, { recursive: true, force: true })
  else print(`\nProblems:\n  ${problems.join('\n  ')}\nServer errors (${logFile}):\n${errorLines(logFile).join('\n')}`)
  print(
    `\nCrash run ${ok ? 'PASSED' : 'FAILED'} in ${seconds} s: ${created.length} registrations answered 201 before the kill, all complete; ${problems.length} problems.`,
  )
  return { ok, problems, created: created.length, unanswered, seconds }
}

/** Problems found in the database file; an empty list when it is sound. */
function checkDatabase(dbFile, dataDir, created, unanswered, print) {
  const problems = []
  let db
  try {
    db = new Database(dbFile)
  } catch (error) {
    return [`the database does not open: ${error.message}`]
  }
  try {
    const integrity = db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((r) => Object.values(r)[0])
    if (integrity.join() !== 'ok') problems.push(`integrity_check: ${integrity.slice(0, 5).join('; ')}`)
    const foreign = db.prepare('PRAGMA foreign_key_check').all()
    if (foreign.length) problems.push(`foreign_key_check: ${foreign.length} rows point nowhere, e.g. ${JSON.stringify(foreign[0])}`)

    const customers = db
      .prepare(
        `SELECT c.id, c.email, c.first_name, c.last_name, c.phone, c.address, c.password_hash, c.signature_hash, c.reg_time,
                s.id AS signature_id, s.filename, s.sha256
           FROM customers c LEFT JOIN customer_signatures s ON s.id = c.signature_id`,
      )
      .all()
    const byId = new Map(customers.map((c) => [String(c.id), c]))
    for (const c of customers) {
      const missing = incomplete(c, dataDir)
      if (missing) problems.push(`customer ${c.email} (#${c.id}) is half made: ${missing}`)
    }
    for (const { uid, i } of created) if (!byId.has(String(uid))) problems.push(`registration ${i} was answered 201 (uid ${uid}) but no such customer exists`)

    // Signatures no customer points to: a registration the kill cut off between storing the
    // signature and the customer. Never more than the registrations left unanswered; the server
    // removes them after a while (features/cabinet/signatureSweep.ts).
    const orphans = db
      .prepare('SELECT count(*) AS n FROM customer_signatures s WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.signature_id = s.id)')
      .get().n
    if (orphans > unanswered) problems.push(`${orphans} signatures belong to no customer, more than the ${unanswered} registrations cut off`)
    const unannounced = customers.length - created.length
    print(
      `  database: integrity ${integrity.join()}, ${customers.length} customers (${unannounced} stored but cut off before the answer), ` +
        `all complete: ${!problems.some((p) => p.includes('half made'))}, signatures without a customer: ${orphans}`,
    )
  } finally {
    db.close()
  }
  return problems
}

/** What a stored customer lacks, or '' when the profile, hash and signature are all there. */
function incomplete(c, dataDir) {
  for (const field of ['email', 'first_name', 'last_name', 'phone', 'address', 'reg_time']) if (!c[field]) return `no ${field}`
  if (!/^\$2[aby]\$\d\d\$/.test(c.password_hash ?? '')) return 'no password hash'
  if (!c.signature_id) return 'no signature record'
  const file = path.join(dataDir, 'signatures', c.filename ?? '')
  if (!c.filename || !fs.existsSync(file)) return 'no signature file'
  const digest = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
  if (digest !== c.sha256) return 'signature file does not match its SHA-256'
  if (c.signature_hash !== digest.slice(0, 32)) return 'signatureHash does not match the file'
  return ''
}

/** `n` items spread over the list: first, last and between. */
const sample = (list, n) => (list.length <= n ? list : Array.from({ length: n }, (_, k) => list[Math.round((k * (list.length - 1)) / (n - 1))]))

function args(argv) {
  const get = (name, fallback) => {
    const i = argv.indexOf(`--${name}`)
    return Number(i >= 0 ? argv[i + 1] : fallback)
  }
  return { port: get('port', process.env.CRASH_PORT ?? 3713), registrations: get('registrations', 100), killAfter: get('kill-after', 30) }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { ok } = await runCrash(args(process.argv.slice(2)))
  process.exit(ok ? 0 : 1)
}
