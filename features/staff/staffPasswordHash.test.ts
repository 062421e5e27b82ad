// Staff passwords are Payload's PBKDF2-SHA256 hashes, patched (patches/payload+*.patch) to take
// STAFF_PASSWORD_ITERATIONS: 600000 unless a test server lowers it (common/env.server.ts refuses
// that elsewhere). A lowered hash names its count, so any process checks it, whatever it is set to.
import { afterEach, describe, expect, it } from 'vitest'

const local = '../../node_modules/payload/dist/auth/strategies/local'
type Hashed = { hash: string; salt: string }
const { generatePasswordSaltHash } = (await import(/* @vite-ignore */ `${local}/generatePasswordSaltHash.js`)) as {
  generatePasswordSaltHash: (args: { password: string; isPasswordAuthenticated: boolean }) => Promise<Hashed>
}
const { authenticateLocalStrategy } = (await import(/* @vite-ignore */ `${local}/authenticate.js`)) as {
  authenticateLocalStrategy: (args: { doc: Hashed; password: string }) => Promise<unknown>
}

const asked = process.env.STAFF_PASSWORD_ITERATIONS
afterEach(() => {
  if (asked === undefined) delete process.env.STAFF_PASSWORD_ITERATIONS
  else process.env.STAFF_PASSWORD_ITERATIONS = asked
})
const hashAt = async (iterations: string | undefined) => {
  if (iterations === undefined) delete process.env.STAFF_PASSWORD_ITERATIONS
  else process.env.STAFF_PASSWORD_ITERATIONS = iterations
  return generatePasswordSaltHash({ password: 'staff-password-1', isPasswordAuthenticated: true })
}

describe('a staff password hash', () => {
  it("is Payload's own, at 600000 iterations, unless told", async () => {
    expect((await hashAt(undefined)).hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
  })

  it('takes the iterations asked for, names them, and is checked by a process set otherwise', async () => {
    const doc = await hashAt('1000')
    expect(doc.hash).toMatch(/^pbkdf2-sha256-i1000:[0-9a-f]{64}$/)
    delete process.env.STAFF_PASSWORD_ITERATIONS
    expect(await authenticateLocalStrategy({ doc, password: 'staff-password-1' })).toMatchObject({ doc, shouldUpdatePasswordHash: false })
    expect(await authenticateLocalStrategy({ doc, password: 'staff-password-2' })).toBeNull()
  })
})
