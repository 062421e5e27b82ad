// Boots a real Payload on a fresh temporary SQLite file, migrated like production.
// The config reads its environment when imported, so the import happens after setting it; the
// environment is parsed again, as a test's own imports may have read it before.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { resetEnv } from '../../common/env.server'

export type TestCms = { payload: Payload; dataDir: string; close: () => Promise<void> }

/**
 * `twoFactor`: whether admins and back office must sign in with a second factor
 * (STAFF_TWO_FACTOR). `optional` unless a test says otherwise: the tests of other behaviour sign
 * in staff of every role with their password alone; an account that has set it up still gives its
 * code. The tests of two-factor sign-in themselves ask for `required`, as production runs.
 */
export async function bootTestPayload({
  seed = false,
  twoFactor = 'optional',
}: { seed?: boolean; twoFactor?: 'required' | 'optional' } = {}): Promise<TestCms> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-test-'))
  process.env.DATA_DIR = dataDir
  process.env.APP_ROOT = path.resolve(__dirname, '../..')
  delete process.env.DATABASE_URI
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  process.env.ADMIN_EMAIL = 'admin@veltrana.example'
  process.env.ADMIN_PASSWORD = 'test-admin-password'
  process.env.STAFF_TWO_FACTOR = twoFactor
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
