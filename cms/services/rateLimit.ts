import { env } from '../../common/env.server'

// A fixed-window counter per client and action. Kept on globalThis because this process holds
// two copies of the CMS code (Next bundles its own) and both must count against one budget.
// Every limit goes through the functions below and nothing else touches the map, so the store
// can move (to the database, or Redis for several processes) here alone: today it is this
// process's memory, and a restart forgets it.
const KEY = Symbol.for('veltrana.rateLimits')
type Window = { start: number; count: number; windowMs: number }

function windows(): Map<string, Window> {
  const g = globalThis as unknown as Record<symbol, Map<string, Window>>
  return (g[KEY] ??= new Map())
}

export type Limit = { max: number; windowMs: number }

export const LIMITS = {
  updates: { max: 10, windowMs: 60_000 },
  login: { max: 20, windowMs: 60_000 },
  register: { max: 10, windowMs: 60_000 },
  /** Staff sign-in attempts from one client, whatever the account. */
  staffLogin: { max: 20, windowMs: 15 * 60_000 },
  /** Wrong staff passwords for one e-mail from one client: the attacker's budget, not the owner's. */
  staffFailures: { max: 5, windowMs: 15 * 60_000 },
  /** Wrong passwords for one staff e-mail from all clients: one client alone (5 per 15 min) never
   * reaches it; guessing spread over many addresses does. */
  staffAccountFailures: { max: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

/** True when the client may go ahead; counts the attempt. */
export function allow(action: keyof typeof LIMITS | string, client: string, limit: Limit): boolean {
  if (!env().RATE_LIMIT) return true
  return record(action, client, limit) <= limit.max
}

/** Counts one event (a failure, say) without deciding anything; returns the window's count. */
export function record(action: string, key: string, limit: Limit): number {
  const map = windows()
  const now = Date.now()
  const id = `${action}:${key}`
  const current = map.get(id)
  if (!current || now - current.start >= limit.windowMs) {
    map.set(id, { start: now, count: 1, windowMs: limit.windowMs })
    if (map.size > 50_000) sweep(map, now)
    return 1
  }
  current.count += 1
  return current.count
}

/** Whether the events recorded under this key have reached the limit; counts nothing. */
export function exceeded(action: string, key: string, limit: Limit): boolean {
  if (!env().RATE_LIMIT) return false
  const current = windows().get(`${action}:${key}`)
  return Boolean(current && Date.now() - current.start < limit.windowMs && current.count >= limit.max)
}

/** Drops the counters of an action whose key starts so (an admin clearing a staff account's failures). */
export function forget(action: string, keyPrefix: string): void {
  const prefix = `${action}:${keyPrefix}`
  for (const id of windows().keys()) if (id.startsWith(prefix)) windows().delete(id)
}

// Each window by its own length: a sweep for a one-minute limit must not forget an hour's.
function sweep(map: Map<string, Window>, now: number) {
  for (const [key, value] of map) if (now - value.start >= value.windowMs) map.delete(key)
}

/** The client address server.ts stamped on the request; never a header the client chose. */
export function clientOf(headers: Headers): string {
  return headers.get('x-veltrana-client') || 'unknown'
}
