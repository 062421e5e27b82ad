// Template databases for the tests: a DATA_DIR migrated (`migrated`), or migrated and seeded with
// the demo content and its images (`seeded`), made once and copied for each test file and for
// the browser tests' server, instead of migrating and seeding again each time. A template is
// kept in node_modules/.cache under a hash of every source Payload loads (schema, hooks,
// migrations, seed), so a changed source makes a new one and a stale one is never used. It
// holds no staff account: the first admin is made by bootstrap on each copy, with the password
// of whoever copies it. SQLite only; MongoDB runs migrate and seed as before.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withFileLock } from '../../scripts/lib/fileLock.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const cacheRoot = path.join(root, 'node_modules', '.cache', 'veltrana-test-db')
/** What Payload loads: its config and every layer it imports, the seed with its pictures. */
const SOURCES = ['cms', 'common', 'platform', 'ui', 'features', 'blocks', 'seed', 'tests/template/build.ts', 'package-lock.json']
// Tests, styles and what builds write (Next's typings, build info) change no database.
const IGNORE = /(^|\/)(node_modules|\.next[^/]*|dist)(\/|$)|\.(test|spec)\.tsx?$|\.css$|next-env\.d\.ts$|\.tsbuildinfo$/
/** A template older than this and not the current one is removed when a new one is made. */
const KEEP_OLD_MS = 30 * 60_000

/** @typedef {'migrated' | 'seeded'} TemplateKind */

function sourceHash() {
  const hash = crypto.createHash('sha256')
  const walk = (p) => {
    const full = path.join(root, p)
    if (!fs.existsSync(full) || IGNORE.test(p)) return
    if (fs.statSync(full).isDirectory()) for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name))
    else hash.update(p).update(fs.readFileSync(full))
  }
  SOURCES.forEach(walk)
  return hash.digest('hex').slice(0, 16)
}

function runBuild(dir, kind) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(root, 'tests', 'template', 'build.ts'), dir, kind], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Making the ${kind} test database failed (${code}):\n${output}`))))
  })
}

/** Older templates of this kind: each was made for sources that have since changed. */
function removeOld(kind, current) {
  for (const name of fs.existsSync(cacheRoot) ? fs.readdirSync(cacheRoot) : []) {
    const full = path.join(cacheRoot, name)
    if (!name.startsWith(`${kind}-`) || full === current || name.includes('.')) continue // drafts and locks belong to someone at work
    if (Date.now() - fs.statSync(full).mtimeMs > KEEP_OLD_MS) fs.rmSync(full, { recursive: true, force: true })
  }
}

/**
 * The template's folder, made first when there is none for today's sources. Processes asking at
 * once (vitest's workers, the browser tests' server) take turns through a lock file: one makes
 * it, the others wait for it.
 * @param {TemplateKind} kind
 * @returns {Promise<string>}
 */
export async function ensureTemplate(kind) {
  const dir = path.join(cacheRoot, `${kind}-${sourceHash()}`)
  const lock = `${dir}.lock`
  fs.mkdirSync(cacheRoot, { recursive: true })
  if (fs.existsSync(dir)) return dir
  return withFileLock(
    lock,
    async () => {
      if (fs.existsSync(dir)) return dir
      const draft = `${dir}.draft-${process.pid}`
      fs.rmSync(draft, { recursive: true, force: true })
      await runBuild(draft, kind)
      fs.renameSync(draft, dir)
      removeOld(kind, dir)
      return dir
    },
    // Seeding draws every demo picture: minutes on a busy machine.
    { timeoutMs: 20 * 60_000 },
  )
}

/**
 * Fills `dataDir` (empty or missing) with a copy of the template.
 * @param {TemplateKind} kind
 * @param {string} dataDir
 */
export async function copyTemplate(kind, dataDir) {
  const template = await ensureTemplate(kind)
  fs.cpSync(template, dataDir, { recursive: true })
}
