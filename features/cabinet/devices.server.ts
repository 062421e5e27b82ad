import type { Payload } from 'payload'
import { describeAgent } from './agent'
import { SESSION_MAX_MS, sessionDigest } from './sessions'

/** A live session as its customer sees it (DevicesList.tsx shows it). */
export type Device = {
  id: string
  /** "Chrome 131", or null when the browser did not say what it was. */
  browser: string | null
  system: string | null
  startedAt: string
  lastSeenAt: string
  current: boolean
}

// Where a customer is signed in: each live session with the browser and system it began in, when it began and was last
// used, and which one is this browser. A customer may end any of their own; the id of another's ends nothing.

type Row = { id: number | string; tokenHash: string; userAgent?: string | null; createdAt: string; lastSeenAt: string; expiresAt: string }
/** A stored session, its browser and system already read from its user agent. */
export type SessionRow = Omit<Device, 'current'> & { tokenHash: string; expiresAt: string }

/** The customer's sessions as stored, described, the most recently used first, the ended ones too (`liveDevices` leaves
 * them out, at the time it is asked). */
export async function customerSessions(payload: Payload, customerId: string | number): Promise<SessionRow[]> {
  const { docs } = await payload.find({
    collection: 'customer-sessions',
    where: { customer: { equals: customerId } },
    select: { tokenHash: true, userAgent: true, createdAt: true, lastSeenAt: true, expiresAt: true },
    sort: '-lastSeenAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as Row[]).map((row) => ({
    id: String(row.id),
    ...describeAgent(row.userAgent),
    startedAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    tokenHash: row.tokenHash,
    expiresAt: row.expiresAt,
  }))
}

/** The sessions live at `now`; `token` marks this browser's. */
export function liveDevices(rows: SessionRow[], token: string | null, now = Date.now()): Device[] {
  const mine = token ? sessionDigest(token) : null
  return rows
    .filter((row) => Date.parse(row.expiresAt) > now && Date.parse(row.startedAt) + SESSION_MAX_MS > now)
    .map(({ tokenHash, expiresAt: _expiresAt, ...device }) => ({ ...device, current: tokenHash === mine }))
}

/** Ends one of the customer's sessions; false when the id names none of theirs. */
export async function endCustomerSession(payload: Payload, customerId: string | number, sessionId: unknown): Promise<boolean> {
  if (typeof sessionId !== 'string' || !/^[\w-]{1,64}$/.test(sessionId)) return false
  const { docs } = await payload.delete({
    collection: 'customer-sessions',
    where: { id: { equals: sessionId }, customer: { equals: customerId } },
    overrideAccess: true,
  })
  return docs.length > 0
}
