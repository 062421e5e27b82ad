// `npm run backup`: one timestamped archive under $DATA_DIR/backups/ with the SQLite database,
// the uploads (media and signatures) and the generated secrets, made while the site serves.
//
// The database is copied by SQLite itself (VACUUM INTO, through the libsql client Payload's
// adapter uses): one read transaction, so the copy is the database as of one moment, whole, while
// the server goes on writing to its WAL. A plain copy of the files of a WAL database can catch a
// half-written state. The copy comes first, the uploads after: Payload writes an upload's file
// before its record, so every record in the copy finds its file. The files are hard-linked into
// the staging folder (copied where links are refused), so one deleted meanwhile is still there.
//
// tar (node-tar) writes the archive: npm's own tar, maintained with it, streaming and gzip built
// in, and on extraction it refuses absolute paths and `..` by default.
//
// With MongoDB this stops and points to mongodump (README, "Backups").
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { DATABASE_FILE, FORMAT, MANIFEST, SECRET_FILES, UPLOAD_FOLDERS, fail, libsqlClient, serverEnvironment, sqliteFile } from './lib/backupArchive.mjs'

const env = await serverEnvironment()
if (env.isMongo()) fail('DATABASE_URI is MongoDB: back it up with mongodump, and the uploads with it (README, "Backups").')
const dataDir = env.dataDir()
const database = sqliteFile(env.databaseURI())
if (!fs.existsSync(database)) fail(`There is no database at ${database}: nothing to back up.`)
const bucket = env.s3Bucket()

const backups = path.join(dataDir, 'backups')
// The archives hold password hashes and the secrets: the folder is the owner's alone, also when
// it already existed (mkdir's mode applies only to a folder it makes).
fs.mkdirSync(backups, { recursive: true, mode: 0o700 })
fs.chmodSync(backups, 0o700)
const createdAt = new Date()
// 2026-11-23T22:15:03.120Z → 20261123-221503Z: sorts by time, safe in any file system.
const stamp = createdAt
  .toISOString()
  .replace(/[-:]/g, '')
  .replace('T', '-')
  .replace(/\.\d+Z$/, 'Z')
const staging = fs.mkdtempSync(path.join(backups, `.${stamp}-`))
const archive = path.join(backups, `veltrana-${stamp}.tar.gz`)
const partial = `${staging}.tar.gz`

try {
  const client = libsqlClient(database)
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(staging, DATABASE_FILE)] })
  } finally {
    client.close()
  }

  let files = 0
  const take = (from, to) => {
    try {
      fs.linkSync(from, to)
    } catch {
      fs.copyFileSync(from, to)
    }
  }
  // With a bucket the uploads are not here: the bucket is backed up on its side (README).
  for (const folder of bucket ? [] : UPLOAD_FOLDERS) {
    const source = path.join(dataDir, folder)
    if (!fs.existsSync(source)) continue
    for (const entry of fs.readdirSync(source, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      // parentPath from Node 20.12 on; `path` before it.
      const relative = path.relative(source, path.join(entry.parentPath ?? entry.path, entry.name))
      fs.mkdirSync(path.join(staging, folder, path.dirname(relative)), { recursive: true })
      try {
        take(path.join(source, relative), path.join(staging, folder, relative))
        files += 1
      } catch (error) {
        // Deleted between the listing and now: its record is gone from the copy or was never in it.
        if (error.code !== 'ENOENT') throw error
      }
    }
  }
  for (const name of SECRET_FILES) if (fs.existsSync(path.join(dataDir, name))) take(path.join(dataDir, name), path.join(staging, name))

  const manifest = { format: FORMAT, createdAt: createdAt.toISOString(), database: 'sqlite', uploads: bucket ? `s3://${bucket.bucket}` : files }
  fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

  // Written under a temporary name and renamed: an archive with the final name is always whole.
  // Created with mode 0600, so no one else can read it from its first byte on.
  await pipeline(
    tar.c({ gzip: true, cwd: staging, portable: true }, fs.readdirSync(staging).sort()),
    fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
  )
  fs.renameSync(partial, archive)
  const size = (fs.statSync(archive).size / 1024 / 1024).toFixed(1)
  const uploads = bucket ? `uploads stay in the bucket ${bucket.bucket}` : `${files} uploaded files`
  console.log(`Backup written: ${archive} (${size} MB: the database and ${uploads}).`)
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
  fs.rmSync(partial, { force: true })
}
