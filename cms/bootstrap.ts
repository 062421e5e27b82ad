import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Migration, Payload } from 'payload'
import { dataDir, env, isMongo, isProduction, staffTwoFactorRequired } from '../common/env.server'
import { sweepOrphanSignatures } from '../features/cabinet/index.server'
import { seedConsentDocuments } from '../features/consents/seed'
import { seedTranslations } from '../features/translations/seed'
import { every } from '../platform/background'
import { migrations } from './migrations'
import { publishSavedBeforeDrafts } from './publishedBeforeDrafts'

/** First-run work, done by the site's Payload instance only: schema, first admin, demo content.
 * Of several processes on one database only one runs it, before the others start or while they
 * serve; `prepare: false` is for the others, which then do none of it (server/cluster.ts). */
export async function bootstrap(payload: Payload, options: { seed?: boolean; prepare?: boolean } = {}): Promise<void> {
  if (options.prepare === false) return
  await migrate(payload)
  await ensureAdmin(payload)
  warnIfTwoFactorOptional()
  // New UI strings of a release reach an existing database; staff edits stay.
  await seedTranslations(payload)
  // A purpose without a consent text gets its first version, so registration and sign-ups can always ask for one.
  await seedConsentDocuments(payload)
  // Signatures left by registrations a crash cut off: now, and hourly while the server runs.
  await sweepOrphanSignatures(payload)
  every(payload, 60 * 60 * 1000, 'signature sweep', () => sweepOrphanSignatures(payload))
  if (options.seed !== false && env().SEED) {
    const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
    if (totalDocs === 0) {
      payload.logger.info('Empty database: seeding the demo content in English and Russian…')
      // Loaded only here: the demo content and its image making are most of this module's imports,
      // and every start after the first (and every test's Payload) would pay for them.
      const { seed } = await import('../seed')
      await seed(payload)
    }
  }
}

export async function migrate(payload: Payload): Promise<void> {
  // MongoDB needs no tables (Payload builds its indexes itself), only the status drafts brought.
  if (isMongo()) return publishSavedBeforeDrafts(payload)
  // Payload's adapter-neutral migrate() types a migration's argument as `unknown`; ours are the
  // SQLite adapter's, and that adapter is the one that calls them.
  await payload.db.migrate({ migrations: migrations as Migration[] })
}

/** Where a generated first-admin password is kept until someone deletes it. */
export const adminLoginFile = () => path.join(dataDir(), 'admin-login.txt')

export async function ensureAdmin(payload: Pick<Payload, 'count' | 'create'>): Promise<void> {
  const file = adminLoginFile()
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true, where: { role: { equals: 'admin' } } })
  if (totalDocs > 0) {
    if (fs.existsSync(file)) console.warn(`\n  ${file} still holds the first admin's password: change the password and delete the file.\n`)
    return
  }
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: given } = env()
  const password = given || crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    overrideAccess: true,
  })
  if (given) {
    console.log(`\n  Admin account created: ${email} (password from ADMIN_PASSWORD)\n`)
    return
  }
  // Kept beside the database, readable by the server's user only, so a missed terminal line is
  // not a lock-out. A file left by an earlier database is replaced, not rewritten in place: its
  // mode could be anything.
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600, flag: 'wx' })
  fs.chmodSync(file, 0o600)
  // Production logs are collected and kept: the password goes to the file only.
  const shown = isProduction() ? '' : `\n  Password: ${password}`
  const secondFactor = staffTwoFactorRequired() ? '\n  The first sign-in also sets up two-factor sign-in: have an authenticator app ready.' : ''
  console.log(
    `\n  Admin account created.\n  E-mail:   ${email}${shown}\n  The password is in ${file} (readable by this user only).\n  Sign in, change the password, then delete that file.${secondFactor}\n`,
  )
}

/** Said at every start while admins and back office may sign in without a second factor
 * (STAFF_TWO_FACTOR=optional, which the environment allows only on a loopback SERVER_URL). */
export function warnIfTwoFactorOptional(): void {
  if (staffTwoFactorRequired()) return
  console.warn(
    '\n  WARNING: STAFF_TWO_FACTOR=optional: admins and back office can sign in with their password alone.\n  This is for test servers only; never on a server people use.\n',
  )
}
