// What a backup archive holds and how it is read, for `npm run backup` and `npm run restore`:
// one gzipped tar with the SQLite database as one consistent file, the uploads (media and
// signatures, as the folders under DATA_DIR) and the generated secrets, with a manifest.
import { createRequire } from 'node:module'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { root } from './server.mjs'

export const MANIFEST = 'backup.json'
export const DATABASE_FILE = 'veltrana.db'
export const FORMAT = 1
/** Folders of uploaded files under DATA_DIR. */
export const UPLOAD_FOLDERS = ['media', 'signatures']
/** Generated secrets: without them a restored site would end every session (README, Configuration). */
export const SECRET_FILES = ['payload-secret', 'session-secret']

/** Whether an entry of an archive is one a backup writes: nothing else is ever extracted. */
export function isBackupEntry(name) {
  const clean = path.posix.normalize(name)
  if (clean.startsWith('/') || clean.split('/').includes('..')) return false
  return [MANIFEST, DATABASE_FILE, ...SECRET_FILES].includes(clean) || UPLOAD_FOLDERS.some((f) => clean === f || clean.startsWith(`${f}/`))
}

/** The server's own reading of the environment (common/env.server.ts): DATA_DIR, DATABASE_URI … */
export async function serverEnvironment() {
  process.env.APP_ROOT ||= root
  return tsImport('../../common/env.server.ts', import.meta.url)
}

/** The libsql client Payload's SQLite adapter itself uses, resolved from the adapter. */
export function libsqlClient(file) {
  const adapter = createRequire(path.join(root, 'cms', 'package.json')).resolve('@payloadcms/db-sqlite')
  const { createClient } = createRequire(adapter)('@libsql/client')
  return createClient({ url: `file:${file}` })
}

/** The file a `file:` DATABASE_URI names. */
export function sqliteFile(databaseURI) {
  return databaseURI.replace(/^file:(\/\/)?/, '')
}

export function fail(message) {
  console.error(`\n  ${message}\n`)
  process.exit(1)
}
