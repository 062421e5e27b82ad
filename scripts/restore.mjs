// `npm run restore FILE`: an archive of `npm run backup` into an empty DATA_DIR (the server's own
// setting, as for `npm start`). A directory that holds anything is refused: a restore never
// mixes with, or overwrites, a site's data. Only the entries a backup writes are extracted.
// With MongoDB this stops and points to mongorestore (README, "Backups").
import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { DATABASE_FILE, FORMAT, MANIFEST, fail, isBackupEntry, libsqlClient, serverEnvironment, sqliteFile } from './lib/backupArchive.mjs'

const file = process.argv[2]
if (!file) fail('Usage: npm run restore FILE (an archive written by npm run backup)')
if (!fs.existsSync(file)) fail(`There is no file ${file}.`)

const env = await serverEnvironment()
if (env.isMongo()) fail('DATABASE_URI is MongoDB: restore it with mongorestore, and the uploads with it (README, "Backups").')
const target = path.resolve(env.env().DATA_DIR)
if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
  fail(`DATA_DIR ${target} is not empty. A backup is restored only into an empty directory: move this one away, or set DATA_DIR to a new one, and run again.`)
const database = path.resolve(sqliteFile(env.databaseURI()))
if (fs.existsSync(database)) fail(`A database already exists at ${database} (DATABASE_URI); a restore never replaces one.`)

const names = []
try {
  await tar.t({ file, onReadEntry: (entry) => names.push(entry.path) })
} catch (error) {
  fail(`${file} is not a backup archive (${error.message}).`)
}
if (!names.includes(MANIFEST) || !names.includes(DATABASE_FILE)) fail(`${file} is not a backup archive: it has no ${MANIFEST} or no ${DATABASE_FILE}.`)

fs.mkdirSync(target, { recursive: true, mode: 0o700 })
try {
  await tar.x({ file, cwd: target, strict: true, filter: (name) => isBackupEntry(name) })
  const manifest = JSON.parse(fs.readFileSync(path.join(target, MANIFEST), 'utf8'))
  if (manifest.format !== FORMAT) throw new Error(`the archive's format ${manifest.format} is not ${FORMAT}, the one this version reads`)
  fs.rmSync(path.join(target, MANIFEST))
  if (path.join(target, DATABASE_FILE) !== database) {
    fs.mkdirSync(path.dirname(database), { recursive: true })
    fs.renameSync(path.join(target, DATABASE_FILE), database)
  }
  const client = libsqlClient(database)
  try {
    const { rows } = await client.execute('PRAGMA integrity_check')
    const result = rows.map((row) => Object.values(row)[0]).join('; ')
    if (result !== 'ok') throw new Error(`the database fails SQLite's integrity check: ${result}`)
  } finally {
    client.close()
  }
  const uploads = typeof manifest.uploads === 'number' ? `${manifest.uploads} uploaded files` : `no uploaded files (they are in ${manifest.uploads})`
  console.log(`Restored ${file} (made ${manifest.createdAt}) into ${target}: the database and ${uploads}.`)
} catch (error) {
  // The directory was empty: leave it so, not half restored.
  for (const name of fs.readdirSync(target)) fs.rmSync(path.join(target, name), { recursive: true, force: true })
  if (database !== path.join(target, DATABASE_FILE)) fs.rmSync(database, { force: true })
  fail(`The restore failed and was undone: ${error.message}`)
}
