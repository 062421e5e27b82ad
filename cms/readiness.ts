import type { Payload } from 'payload'
import { isMongo } from '../common/env.server'
import { migrations } from './migrations'

// Whether this process may take traffic: the database answers, and on SQLite every migration
// the code ships with is recorded as applied (a database a release's migration has not reached
// would fail its queries). MongoDB has no migrations here: Payload builds its indexes itself.

export type Readiness = {
  ready: boolean
  /** `ok`, or why the database did not answer; never an error text (it may name hosts or paths). */
  database: 'ok' | 'error' | 'timeout'
  /** The shipped migrations not recorded in the database; null where none are used or unknown. */
  missingMigrations: string[] | null
}

/** Longer than a healthy query on a busy machine; shorter than a load balancer's probe timeout. */
const TIMEOUT_MS = 3000

export async function readiness(payload: Payload, timeoutMs = TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)))
  try {
    const applied = await Promise.race([appliedMigrations(payload), timeout])
    if (applied === 'timeout') return { ready: false, database: 'timeout', missingMigrations: null }
    if (isMongo()) return { ready: true, database: 'ok', missingMigrations: null }
    const missing = migrations.map((m) => m.name).filter((name) => !applied.has(name))
    return { ready: missing.length === 0, database: 'ok', missingMigrations: missing }
  } catch (err) {
    payload.logger.warn({ err, msg: 'readiness: the database did not answer' })
    return { ready: false, database: 'error', missingMigrations: null }
  } finally {
    clearTimeout(timer)
  }
}

/** The names Payload's migrations table records as run (a development push, batch -1, is not one). */
async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    where: { batch: { not_equals: -1 } },
  })
  return new Set(docs.map((doc) => String((doc as { name?: unknown }).name)))
}
