import type { Payload } from 'payload'
import { env } from '../common/env.server'
import { decrement, increment, readCounter, removeCounters } from './sharedCounters'

// A fixed-window counter per client and action, in the database (platform/sharedCounters.ts), so
// every server process counts against one budget and a restart forgets nothing.

export type Limit = { max: number; windowMs: number }

export const LIMITS = {
  updates: { max: 10, windowMs: 60_000 },
  /** Enquiry forms: each attempt, sent or refused, from one client. */
  forms: { max: 5, windowMs: 10 * 60_000 },
  login: { max: 20, windowMs: 60_000 },
  register: { max: 10, windowMs: 60_000 },
  /** Staff sign-in attempts from one client, whatever the account. */
  staffLogin: { max: 20, windowMs: 15 * 60_000 },
  /** Wrong staff passwords for one e-mail from one client: the attacker's budget, not the owner's. */
  staffFailures: { max: 5, windowMs: 15 * 60_000 },
  /** Wrong passwords for one staff e-mail from all clients: one client alone (5 per 15 min) never
   * reaches it; guessing spread over many addresses does. */
  staffAccountFailures: { max: 100, windowMs: 60 * 60_000 },
  /** Messages one customer sends back office, in all their conversations: more than anyone types. */
  customerMessage: { max: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>

/** True when the client may go ahead; counts the attempt. */
export async function allow(payload: Payload, action: keyof typeof LIMITS | string, client: string, limit: Limit): Promise<boolean> {
  if (!env().RATE_LIMIT) return true
  return (await record(payload, action, client, limit)) <= limit.max
}

/** Counts one event (a failure, say) without deciding anything; returns the window's count. */
export function record(payload: Payload, action: string, key: string, limit: Limit): Promise<number> {
  return increment(payload, `${action}:${key}`, limit.windowMs)
}

/** Counts an attempt before it is checked (take it back with `unrecord` when it turns out right);
 * true while the limit is not passed. Counted with RATE_LIMIT=off too, so that taking back
 * always matches a count. */
export async function take(payload: Payload, action: string, key: string, limit: Limit): Promise<boolean> {
  return (await record(payload, action, key, limit)) <= limit.max || !env().RATE_LIMIT
}

/** Takes back one attempt counted by `take` that turned out right. */
export function unrecord(payload: Payload, action: string, key: string): Promise<void> {
  return decrement(payload, `${action}:${key}`)
}

/** Whether the events recorded under this key have reached the limit; counts nothing. */
export async function exceeded(payload: Payload, action: string, key: string, limit: Limit): Promise<boolean> {
  if (!env().RATE_LIMIT) return false
  return ((await readCounter(payload, `${action}:${key}`))?.count ?? 0) >= limit.max
}

/** Drops the counters of an action whose key starts so (an admin clearing a staff account's failures). */
export function forget(payload: Payload, action: string, keyPrefix: string): Promise<void> {
  return removeCounters(payload, `${action}:${keyPrefix}`, { prefix: true })
}
