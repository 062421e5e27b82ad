// Makes one template DATA_DIR (tests/template/index.mjs): `node --import tsx build.ts <dir> <kind>`.
// What bootstrap does on an empty SQLite database, but the first admin: the schema, the UI
// strings and, for `seeded`, the demo content with its images.
import path from 'node:path'

const [dir, kind] = process.argv.slice(2)
if (!dir || (kind !== 'migrated' && kind !== 'seeded')) throw new Error('usage: build.ts <dir> migrated|seeded')

// The environment of the test processes that copy it: the same demo content (no demo customers,
// which only development asks for), the config read after this is set.
Object.assign(process.env, {
  DATA_DIR: path.resolve(dir),
  APP_ROOT: path.resolve(import.meta.dirname, '..', '..'),
  NODE_ENV: 'test',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  LOG_LEVEL: 'warn',
})
for (const name of ['DATABASE_URI', 'DEMO_CUSTOMERS', 'SEED']) delete process.env[name]

const { getPayload } = await import('payload')
const { default: config } = await import('../../cms/payload.config')
const { migrate } = await import('../../cms/bootstrap')
const { closeDatabase } = await import('../../cms/db')
const { seedTranslations } = await import('../../features/translations/seed')
const { seed } = await import('../../seed')

const payload = await getPayload({ config })
await migrate(payload)
if (kind === 'seeded') await seed(payload)
else await seedTranslations(payload)
// The write-ahead log folded into the file: the template is one file and its pictures.
await (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
await closeDatabase(payload)
process.exit(0)
