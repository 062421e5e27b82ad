import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'

// Whether a password is a staff account's current one, against Payload's PBKDF2-SHA256 hash ("pbkdf2-sha256-v1:" at 600,000
// iterations and 32 bytes; "pbkdf2-sha256-i<count>:" at the count a test server asked for, STAFF_PASSWORD_ITERATIONS; older
// ones 25,000 and 512): Payload checks passwords only inside its login, which makes a session.

const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const COUNTED_PREFIX = /^pbkdf2-sha256-i(\d+):/

function parametersOf(hash: string) {
  const counted = COUNTED_PREFIX.exec(hash)
  if (counted) return { hex: hash.slice(counted[0].length), iterations: Number(counted[1]), keyLength: 32 }
  return hash.startsWith(CURRENT_PREFIX)
    ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { hex: hash, iterations: 25_000, keyLength: 512 }
}

const pbkdf2 = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (e, key) => (e ? reject(e) : resolve(key))))

export async function isCurrentPassword(req: PayloadRequest, userId: number | string, password: string): Promise<boolean> {
  if (!password) return false
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: userId } }, req })) as { hash?: unknown; salt?: unknown } | null
  if (typeof stored?.hash !== 'string' || typeof stored.salt !== 'string') return false
  const { hex, iterations, keyLength } = parametersOf(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  const given = await pbkdf2(password, stored.salt, iterations, keyLength)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
