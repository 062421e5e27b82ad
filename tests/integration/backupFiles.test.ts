// `npm run backup`'s files: the archive holds the database (password hashes) and the secrets, so
// nobody but the owner may read it at any moment, also while it is being written, and its folder
// is the owner's alone even when it existed before with wider rights. The backup runs with
// umask 000, the loosest a shell can give it, and the folder is watched while it writes.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { libsqlClient } from '../../scripts/lib/backupArchive.mjs'
import { root } from '../../scripts/lib/server.mjs'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-backup-files-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe.skipIf(process.platform === 'win32')('npm run backup', () => {
  it('writes an archive only its owner can read, from its first byte, into a folder only its owner can open', async () => {
    // A database big enough (8 MB of noise, which gzip cannot shrink) that writing it takes a while.
    const client = libsqlClient(path.join(dataDir, 'veltrana.db'))
    await client.execute('CREATE TABLE noise (data BLOB)')
    for (let i = 0; i < 8; i++) await client.execute({ sql: 'INSERT INTO noise VALUES (?)', args: [crypto.randomBytes(1024 * 1024)] })
    client.close()
    const backups = path.join(dataDir, 'backups')
    fs.mkdirSync(backups, { mode: 0o755 })
    fs.chmodSync(backups, 0o755)

    const child = spawn('sh', ['-c', `umask 000; exec "${process.execPath}" scripts/backup.mjs`], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, APP_ROOT: root, DATABASE_URI: '', S3_BUCKET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    let running = true
    void exited.then(() => (running = false))

    const seen = new Map<string, Set<number>>()
    while (running) {
      for (const name of fs.readdirSync(backups).filter((entry) => entry.endsWith('.tar.gz'))) {
        try {
          const mode = fs.statSync(path.join(backups, name)).mode & 0o777
          seen.set(name, (seen.get(name) ?? new Set()).add(mode))
        } catch {
          // renamed or removed between the listing and the look
        }
      }
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(await exited, output).toBe(0)
    expect(
      [...seen.keys()].some((name) => name.startsWith('.')),
      'the archive was seen while being written',
    ).toBe(true)
    for (const [name, modes] of seen) expect([...modes], name).toEqual([0o600])
    expect(fs.statSync(backups).mode & 0o777).toBe(0o700)
  })
})
