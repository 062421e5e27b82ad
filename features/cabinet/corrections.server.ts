import { redirect } from '@remix-run/node'
import type { Payload } from 'payload'
import { CUSTOMER_DETAILS, type CustomerDetail } from '../../common/customerDetails'
import { isSameOrigin } from '../../platform/origin'
import type { CorrectionNotice } from './CorrectionsNotice'
import { DETAIL_CORRECTIONS } from './DetailCorrections'
import { PRIVATE_HEADERS, requestToken } from './session.server'
import { resolveSession } from './sessions'

// The notices of details back office corrected, as the signed-in customer sees and dismisses them on the dashboard. The
// customer always comes from the session; the ids a form names only narrow what that customer dismisses.

/** Most notices shown at once; a dismissal covers those shown. */
const SHOWN = 10

const isDetail = (value: unknown): value is CustomerDetail => (CUSTOMER_DETAILS as readonly unknown[]).includes(value)

/** The customer's notices not yet dismissed, newest first. */
export async function pendingCorrections(payload: Payload, customer: string | number): Promise<CorrectionNotice[]> {
  const found = await payload.find({
    collection: DETAIL_CORRECTIONS,
    where: { and: [{ customer: { equals: customer } }, { dismissedAt: { exists: false } }] },
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((notice) => ({ id: String(notice.id), fields: (notice.fields ?? []).filter(isDetail), at: notice.createdAt }))
}

/** A document id as SQLite (digits) or MongoDB (24 hex digits) makes it; anything else names nothing. */
const ID = /^(\d{1,15}|[0-9a-f]{24})$/i

/** The dashboard's "dismiss": the notices named that are the signed-in customer's own. */
export async function dismissOnDashboard(payload: Payload, request: Request, form: FormData) {
  const customerId = await resolveSession(payload, requestToken(request))
  if (customerId === null) return redirect('/cabinet', { status: 303, headers: PRIVATE_HEADERS })
  if (!isSameOrigin(request.headers, request.url)) return new Response('Bad request', { status: 400, headers: PRIVATE_HEADERS })
  const ids = form
    .getAll('notice')
    .filter((id): id is string => typeof id === 'string' && ID.test(id))
    .slice(0, SHOWN)
  if (ids.length > 0) {
    await payload.update({
      collection: DETAIL_CORRECTIONS,
      where: { and: [{ id: { in: ids } }, { customer: { equals: customerId } }, { dismissedAt: { exists: false } }] },
      data: { dismissedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return redirect('/dashboard', { status: 303, headers: PRIVATE_HEADERS })
}
