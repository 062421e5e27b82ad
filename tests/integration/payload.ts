// Boots a real Payload on a fresh temporary SQLite file: a copy of a template migrated like
// production, and seeded with the demo content when asked (tests/template, made once per change
// of the sources). Or, when MONGODB_TEST_URI names a MongoDB server (`npm run test:mongo`), on a
// fresh database of its own there, migrated and seeded here, dropped afterwards. Uploads go to a
// temporary DATA_DIR either way.
// The config reads its environment when imported, so the import happens after setting it; the
// environment is parsed again, as a test's own imports may have read it before.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { isLoopbackOrigin, resetEnv } from '../../common/env.server'
import { rawDb } from '../../platform/rawDb'
import { copyTemplate } from '../template/index.mjs'

export type TestCms = { payload: Payload; dataDir: string; close: () => Promise<void> }

/** The MongoDB server the integration tests run against instead of SQLite, if one is given. */
export const mongoTestURI = (): string | undefined => process.env.MONGODB_TEST_URI || undefined

/** `uri` with its database name replaced by `name`, its host list and options kept. */
export function withDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri)
  if (!match) throw new Error('MONGODB_TEST_URI must be a mongodb:// or mongodb+srv:// URI')
  return `${match[1]}/${name}${match[2] ?? ''}`
}

/**
 * `twoFactor`: whether admins and back office must sign in with a second factor
 * (STAFF_TWO_FACTOR). `optional` unless a test says otherwise: the tests of other behaviour sign
 * in staff of every role with their password alone; an account that has set it up still gives its
 * code. The tests of two-factor sign-in themselves ask for `required`, as production runs.
 */
export async function bootTestPayload({
  seed = false,
  twoFactor = 'optional',
  database,
}: {
  seed?: boolean
  twoFactor?: 'required' | 'optional'
  /** Makes the SQLite database in the data folder instead of copying the template (a database an older release made). */
  database?: (dataDir: string) => Promise<void>
} = {}): Promise<TestCms> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-test-'))
  process.env.DATA_DIR = dataDir
  process.env.APP_ROOT = path.resolve(__dirname, '../..')
  const mongo = mongoTestURI()
  if (mongo) process.env.DATABASE_URI = withDatabaseName(mongo, `veltrana_test_${crypto.randomBytes(6).toString('hex')}`)
  else {
    delete process.env.DATABASE_URI
    await (database ? database(dataDir) : copyTemplate(seed ? 'seeded' : 'migrated', dataDir))
  }
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  process.env.ADMIN_EMAIL = 'admin@veltrana.example'
  process.env.ADMIN_PASSWORD = 'test-admin-password'
  process.env.STAFF_TWO_FACTOR = twoFactor
  // Customer passwords at bcrypt's least cost, staff passwords at 1000 PBKDF2 iterations, where the server allows it (a
  // loopback SERVER_URL): the tests register and sign in hundreds of customers and staff. A test of a public server boots at
  // production's cost.
  if (isLoopbackOrigin(process.env.SERVER_URL || 'http://localhost')) {
    process.env.PASSWORD_COST = '4'
    process.env.STAFF_PASSWORD_ITERATIONS = '1000'
  } else {
    delete process.env.PASSWORD_COST
    delete process.env.STAFF_PASSWORD_ITERATIONS
  }
  resetEnv()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  const { bootstrap } = await import('../../cms/bootstrap')
  const payload = await getPayload({ config })
  await bootstrap(payload, { seed })
  return {
    payload,
    dataDir,
    close: async () => {
      if (mongo) await (payload.db as unknown as { connection: { dropDatabase: () => Promise<void> } }).connection.dropDatabase()
      await payload.destroy?.()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A staff user of the given role, for calls with overrideAccess: false. */
export async function staffUser(payload: Payload, role: 'admin' | 'editor' | 'backoffice') {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@veltrana.example`
  const user = await payload.create({ collection: 'users', data: { email, password: 'staff-password-1', role }, overrideAccess: true })
  return { ...user, collection: 'users' as const }
}

/** Makes SQLite give the next row of `table` the newest deleted id again, as tables without
 * AUTOINCREMENT do, so a test can show that nothing kept under an id reaches the document that
 * takes it next. MongoDB's ObjectIds are never given out again: nothing to do there. */
export async function handOutIdsAgain(payload: Payload, table: string): Promise<void> {
  const raw = await rawDb(payload)
  if (raw.kind !== 'sqlite') return
  const sequence = await raw.db.all(sql`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`)
  if (sequence.length) await raw.db.run(sql`UPDATE sqlite_sequence SET seq = (SELECT coalesce(max(id), 0) FROM ${sql.identifier(table)}) WHERE name = ${table}`)
}
