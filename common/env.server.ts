// Server configuration, read once. Every variable the product understands is listed here and
// in the README; a secret the user did not give is generated once and kept under data/.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The repository root, also when Next evaluates this file from inside cms/. */
export function appRoot(): string {
  if (process.env.APP_ROOT) return process.env.APP_ROOT
  const cwd = process.cwd()
  return path.basename(cwd) === 'cms' ? path.dirname(cwd) : cwd
}

export function dataDir(): string {
  const dir = process.env.DATA_DIR || path.join(appRoot(), 'data')
  fs.mkdirSync(dir, { recursive: true })
  return dir
}

/** Uploaded images and their renditions (the media collection's files), beside the database. */
export function mediaDir(): string {
  return path.join(dataDir(), 'media')
}

/** A value kept in data/<name> so it survives restarts; created on first use. */
function persistedSecret(name: string): string {
  const file = path.join(dataDir(), name)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const value = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, value, { mode: 0o600 })
    return value
  }
}

export function port(): number {
  const value = Number(process.env.PORT || 3000)
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`PORT must be a TCP port number, got "${process.env.PORT}"`)
  }
  return value
}

/** The public origin people use, for absolute URLs, CSRF and cookies. */
export function serverURL(): string {
  return (process.env.SERVER_URL || `http://localhost:${port()}`).replace(/\/$/, '')
}

export function databaseURI(): string {
  return process.env.DATABASE_URI || `file:${path.join(dataDir(), 'veltrana.db')}`
}

export function isMongo(): boolean {
  return /^mongodb(\+srv)?:\/\//.test(databaseURI())
}

export function payloadSecret(): string {
  return process.env.PAYLOAD_SECRET || persistedSecret('payload-secret')
}

export function sessionSecret(): string {
  return process.env.SESSION_SECRET || persistedSecret('session-secret')
}

/** Demo cabinet customers with a known password (seed/customers.ts): only in development, or
 * when DEMO_CUSTOMERS=1 asks for them; never on a production start otherwise. */
export function demoCustomersWanted(): boolean {
  if (process.env.DEMO_CUSTOMERS === '1') return true
  if (process.env.DEMO_CUSTOMERS === '0') return false
  return process.env.NODE_ENV === 'development'
}

/** The whole-response HTML cache (server/htmlCache.ts): on in production unless HTML_CACHE=off. */
export function htmlCacheWanted(production: boolean): boolean {
  return production && process.env.HTML_CACHE !== 'off'
}

/** With HTML_CACHE_BYPASS=1 a request carrying this header skips the HTML cache: the benchmark
 * measures the uncached render rate so. Off by default: a public server never offers it. */
export function htmlCacheBypassHeader(): string | undefined {
  return process.env.HTML_CACHE_BYPASS === '1' ? 'x-html-cache-bypass' : undefined
}
