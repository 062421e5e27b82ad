import { env } from '../../common/env.server'

// A fixed-window counter per client and action. Kept on globalThis because this process holds
// two copies of the CMS code (Next bundles its own) and both must count against one budget.
const KEY = Symbol.for('veltrana.rateLimits')
type Window = { start: number; count: number }

function windows(): Map<string, Window> {
  const g = globalThis as unknown as Record<symbol, Map<string, Window>>
  return (g[KEY] ??= new Map())
}

export type Limit = { max: number; windowMs: number }

export const LIMITS = {
  updates: { max: 10, windowMs: 60_000 },
  login: { max: 20, windowMs: 60_000 },
  register: { max: 10, windowMs: 60_000 },
} satisfies Record<string, Limit>

/** True when the client may go ahead; counts the attempt. */
export function allow(action: keyof typeof LIMITS | string, client: string, limit: Limit): boolean {
  if (!env().RATE_LIMIT) return true
  const map = windows()
  const now = Date.now()
  const key = `${action}:${client}`
  const current = map.get(key)
  if (!current || now - current.start >= limit.windowMs) {
    map.set(key, { start: now, count: 1 })
    if (map.size > 50_000) sweep(map, now, limit.windowMs)
    return true
  }
  current.count += 1
  return current.count <= limit.max
}

function sweep(map: Map<string, Window>, now: number, windowMs: number) {
  for (const [key, value] of map) if (now - value.start >= windowMs) map.delete(key)
}

/** The client address server.ts stamped on the request; never a header the client chose. */
export function clientOf(headers: Headers): string {
  return headers.get('x-veltrana-client') || 'unknown'
}
