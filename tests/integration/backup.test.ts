// `npm run backup` while customers register, `npm run restore` into a fresh directory, and the
// production server started on it: every registration answered 201 before the backup began is
// there whole (the customer signs in; the server's own check finds the signature file matching
// the hash kept on the customer), and SQLite finds the restored file sound. Runs `npm start`'s
// build (made first when missing: `npm test` needs it for the browser tests anyway).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../scripts/build.mjs'
import { makeDataDir, startServer } from '../../scripts/faults/server.mjs'
import { TEST_ADMIN, root } from '../../scripts/lib/server.mjs'
import { drawnSignature } from '../fixtures/png'
import { mongoTestURI } from './payload'

const PORT = Number(process.env.BACKUP_TEST_PORT || 3450)
/** Registrations in flight at once, as a few customers signing up together. */
const CONCURRENT = 3

type Server = Awaited<ReturnType<typeof startServer>>
type Registration = { email: string; password: string; answeredAt: number; status: number; uid?: string }

const dirs: string[] = []
let server: Server | undefined
afterAll(async () => {
  await server?.stop()
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** Runs one of the package's scripts with the server's DATA_DIR; resolves with its output. */
function runScript(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, APP_ROOT: root, DATABASE_URI: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

async function register(origin: string, n: number): Promise<Registration> {
  const email = `backup.${n}@example.org`
  const password = `backup-password-${n}`
  const response = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      data: {
        phone: `+7 912 ${String(100 + n).padStart(3, '0')}-00-00`,
        firstName: 'Anna',
        lastName: `Backup ${n}`,
        address: `Tverskaya ${n}, Moscow`,
        signature: drawnSignature(200, n),
        personalDataConsent: true,
      },
    }),
  })
  const body = (await response.json().catch(() => ({}))) as { uid?: string }
  return { email, password, answeredAt: performance.now(), status: response.status, uid: body.uid }
}

// SQLite's backup: the MongoDB run (npm run test:mongo) has nothing to add here.
describe.skipIf(mongoTestURI())('npm run backup and npm run restore', () => {
  beforeAll(() => build(), 15 * 60_000)

  it('keep every registration answered before the backup began, whole, taken while registrations go on', async () => {
    const source = makeDataDir('backup-source')
    const restored = path.join(makeDataDir('backup-target'), 'data')
    dirs.push(source, path.dirname(restored))
    const log = path.join(os.tmpdir(), `veltrana-backup-test-${process.pid}.log`)
    server = await startServer({ port: PORT, dataDir: source, logFile: log })

    // Registrations keep coming, a few at a time, until the backup has finished.
    const done: Registration[] = []
    let next = 0
    let backupFinished = false
    const customers = Array.from({ length: CONCURRENT }, async () => {
      while (!backupFinished) done.push(await register(server!.origin, ++next))
    })
    while (done.length < CONCURRENT) await new Promise((r) => setTimeout(r, 50))
    const backupStarted = performance.now()
    const backup = await runScript('backup.mjs', [], source)
    backupFinished = true
    await Promise.all(customers)
    expect(backup.code, backup.output).toBe(0)
    const archives = fs.readdirSync(path.join(source, 'backups')).filter((name) => /^veltrana-\d{8}-\d{6}Z\.tar\.gz$/.test(name))
    expect(archives).toHaveLength(1)
    const archive = path.join(source, 'backups', archives[0])
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)
    expect(done.every((r) => r.status === 201)).toBe(true)
    const before = done.filter((r) => r.answeredAt < backupStarted)
    // The backup was taken while registrations were under way, not in a quiet moment.
    expect(done.some((r) => r.answeredAt > backupStarted)).toBe(true)

    // While the first server stops: a directory that holds anything is refused, and the archive
    // goes into a fresh one.
    const [, refused, restore] = await Promise.all([server.stop(), runScript('restore.mjs', [archive], source), runScript('restore.mjs', [archive], restored)])
    server = undefined
    expect(refused.code).toBe(1)
    expect(refused.output).toContain(`DATA_DIR ${source} is not empty`)
    expect(restore.code, restore.output).toBe(0)

    server = await startServer({ port: PORT, dataDir: restored, logFile: log })
    const origin = server.origin
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect(login.status).toBe(200)
    const admin = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    for (const r of before) {
      const response = await fetch(`${origin}/api/customers/${r.uid}?depth=1`, { headers: admin })
      expect(response.status, `registration ${r.email}`).toBe(200)
      const customer = (await response.json()) as {
        email: string
        signatureHash: string
        signature: { sha256: string; filename: string }
        signatureCheck: { status: string; url: string }
      }
      expect(customer.email).toBe(r.email)
      // The server reads the restored file and compares it with the hash kept on the customer.
      expect(customer.signatureCheck.status, `signature of ${r.email}`).toBe('verified')
      const file = Buffer.from(await (await fetch(`${origin}${customer.signatureCheck.url}`, { headers: admin })).arrayBuffer())
      expect(crypto.createHash('sha256').update(file).digest('hex')).toBe(customer.signature.sha256)
    }
    // The password hash came along: the first and the last of them sign in.
    for (const r of [before[0], before.at(-1)!]) {
      const signIn = await fetch(`${origin}/api/loginUSR`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: r.email, password: r.password }),
      })
      expect(signIn.status, `sign-in of ${r.email}`).toBe(200)
    }
    fs.rmSync(log, { force: true })
  }, 180_000)
})
