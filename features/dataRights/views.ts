import type { Payload } from 'payload'
import { VIEW_ACTION } from '../../platform/hooks/audit'

// Who looked at a customer's record, as the customer sees it: the role and the time, never the staff member's name or
// address (staff are not exposed to the people whose records they handle; the back office's own history keeps both).

type Id = number | string

export type StaffView = { role: string; at: string }

/** Most views listed on the dashboard; the export holds them all. */
const SHOWN = 20

export async function staffViews(payload: Payload, customer: Id, limit: number | false = SHOWN): Promise<StaffView[]> {
  const found = await payload.find({
    collection: 'audit-log',
    where: { and: [{ customer: { equals: customer } }, { action: { equals: VIEW_ACTION } }] },
    sort: '-createdAt',
    ...(limit === false ? { pagination: false } : { limit }),
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((entry) => ({ role: entry.actorRole ?? '', at: entry.createdAt }))
}
