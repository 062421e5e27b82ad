import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetEnv } from '../common/env.server'
import { adminLoginFile, ensureAdmin, warnIfTwoFactorOptional } from './bootstrap'

// The first admin's generated password: kept in a file only its owner reads, never written to
// a production log, and the log says what to do about it.

const saved = { ...process.env }
let dataDir: string
let created: { password: string } | undefined
let log: string

const payloadWith = (admins: number) =>
  ({
    count: async () => ({ totalDocs: admins }),
    create: async ({ data }: { data: { password: string } }) => {
      created = data
      return data
    },
  }) as unknown as Pick<Payload, 'count' | 'create'>

function start(nodeEnv: 'production' | 'development') {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-admin-'))
  Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: nodeEnv })
  delete process.env.ADMIN_PASSWORD
  resetEnv()
}

beforeEach(() => {
  created = undefined
  log = ''
  const capture = (...args: unknown[]) => void (log += args.join(' ') + '\n')
  vi.spyOn(console, 'log').mockImplementation(capture)
  vi.spyOn(console, 'warn').mockImplementation(capture)
})
afterEach(() => {
  vi.restoreAllMocks()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.env = { ...saved }
  resetEnv()
})

describe('the first admin', () => {
  it('in production: the password goes to a 0600 file, not the log, which says to change it and delete the file', async () => {
    start('production')
    // A file left by an earlier database, readable by everyone, is replaced.
    fs.writeFileSync(adminLoginFile(), 'old\n', { mode: 0o644 })
    await ensureAdmin(payloadWith(0))
    const password = created!.password
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(fs.statSync(adminLoginFile()).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(adminLoginFile(), 'utf8')).toBe(`admin@veltrana.example\n${password}\n`)
    expect(log).not.toContain(password)
    expect(log).toContain(adminLoginFile())
    expect(log).toMatch(/change the password, then delete that file/)
  })

  it('in development: the password is also shown', async () => {
    start('development')
    await ensureAdmin(payloadWith(0))
    expect(log).toContain(`Password: ${created!.password}`)
    expect(fs.statSync(adminLoginFile()).mode & 0o777).toBe(0o600)
  })

  it('reminds at every start while the file is still there', async () => {
    start('production')
    fs.writeFileSync(adminLoginFile(), 'admin@veltrana.example\nsecret-password\n', { mode: 0o600 })
    await ensureAdmin(payloadWith(1))
    expect(created).toBeUndefined()
    expect(log).toMatch(/admin-login\.txt still holds the first admin's password: change the password and delete the file/)
    expect(log).not.toContain('secret-password')
  })
})

describe('staff sign-in without a second factor (STAFF_TWO_FACTOR=optional, test servers only)', () => {
  it('is warned about loudly at every start, production included', () => {
    start('production')
    warnIfTwoFactorOptional()
    expect(log).toBe('')
    process.env.STAFF_TWO_FACTOR = 'optional'
    resetEnv()
    warnIfTwoFactorOptional()
    expect(log).toMatch(/WARNING: STAFF_TWO_FACTOR=optional: admins and back office can sign in with their password alone/)
  })

  it('the first admin is told that the first sign-in sets it up', async () => {
    start('production')
    await ensureAdmin(payloadWith(0))
    expect(log).toMatch(/first sign-in also sets up two-factor sign-in/)
  })
})
