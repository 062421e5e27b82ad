import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterOperationHook, PayloadRequest } from 'payload'
import { CUSTOMER_DETAILS } from '../../common/customerDetails'
import { centsToDecimalString } from '../../common/money'
import { roleOf } from '../access/roles'
import { relationId } from '../relationId'
import { increment } from '../sharedCounters'

// The change history of customers: every change staff make to a customer's balance, flags or
// procedures, and every time staff open one customer's record, becomes an `audit-log` entry with
// who (account, role and name) and when. A correction of the customer's own details (name, contacts,
// address) is recorded by the names of the fields only: the history outlives an erased account, so
// it must not keep a copy of what erasure removes. What the cabinet service does itself (registration,
// sign-in counters, the customer's own reads) has no staff user and is not recorded.

export const AUDIT_SLUG = 'audit-log'

/** A value change, or, for a customer's details, only which field changed. */
type Change = { field: string; from?: unknown; to?: unknown }
type Doc = Record<string, unknown>

const CUSTOMER_FIELDS = ['balance', 'showTotal', 'locked'] as const
const PROCEDURE_FIELDS = ['name', 'description', 'paymentDate', 'price', 'status', 'customer'] as const

/** How a value reads in the history: money as dollars, dates as days, nothing as "—". */
function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if ((field === 'balance' || field === 'price') && typeof value === 'number') return `$${centsToDecimalString(value)}`
  if (field === 'paymentDate' && typeof value === 'string') return value.slice(0, 10)
  if (field === 'customer') return `#${relationId(value)}`
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

function diff(fields: readonly string[], before: Doc | undefined, after: Doc): Change[] {
  const changes: Change[] = []
  for (const field of fields) {
    const from = field === 'customer' ? relationId(before?.[field]) : before?.[field]
    const to = field === 'customer' ? relationId(after[field]) : after[field]
    if ((from ?? null) !== (to ?? null)) changes.push({ field, from: from ?? null, to: to ?? null })
  }
  return changes
}

/** The balance and flags with their values, the details by name. */
const customerChanges = (before: Doc | undefined, after: Doc): Change[] => [
  ...diff(CUSTOMER_FIELDS, before, after),
  ...diff(CUSTOMER_DETAILS, before, after).map(({ field }) => ({ field })),
]

type Entry = { customer: unknown; procedure?: unknown; action: string; changes: Change[]; subject?: string }

/** What the history calls a staff member's look at a customer's record. */
export const VIEW_ACTION = 'customer.view'
/** Repeated opens of one record by one staff member within this window are one view: the admin reads a document more
 * than once to show it. Counted in the database, so every process agrees. */
const VIEW_WINDOW_MS = 60_000

async function record(req: PayloadRequest, entry: Entry, { refused = false, view = false } = {}) {
  const role = roleOf(req)
  if (!role || (entry.changes.length === 0 && !refused && !view)) return
  const user = req.user as { id: string | number; email?: string; name?: string | null }
  const details = entry.changes.map((c) => ('from' in c ? `${c.field}: ${show(c.field, c.from)} → ${show(c.field, c.to)}` : `${c.field} changed`)).join('; ')
  await req.payload.create({
    collection: 'audit-log',
    data: {
      // Numbers on SQLite, strings on MongoDB; the generated types know only the first.
      customer: relationId(entry.customer) as number | undefined,
      procedure: (entry.procedure === undefined ? undefined : relationId(entry.procedure)) as number | undefined,
      actor: user.id as number,
      actorEmail: user.email ?? '',
      actorRole: role,
      actorName: user.name ?? '',
      action: entry.action,
      summary: [refused ? 'REFUSED (made from an outdated copy)' : '', entry.subject ?? '', details].filter(Boolean).join(': '),
      changes: entry.changes,
    },
    overrideAccess: true,
    // Same transaction as the change it records: both are kept or neither. A refused save is
    // rolled back, so its entry is written on its own, to outlive that.
    ...(refused ? {} : { req }),
  })
}

export const auditCustomer: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  await record(req, { customer: doc.id, action: 'customer.update', changes: customerChanges(previousDoc, doc) })
  return doc
}

/** Staff reading one customer by id (REST `GET /api/customers/<id>`, the admin's document view): who looked, and when. */
export const auditCustomerView: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  const id = operation === 'findByID' ? relationId(result) : undefined
  const user = req.user as { id?: string | number } | null
  if (id === undefined || !roleOf(req) || !user?.id) return result
  if ((await increment(req.payload, `customerView:${user.id}:${id}`, VIEW_WINDOW_MS)) === 1) {
    await record(req, { customer: id, action: VIEW_ACTION, changes: [], subject: 'opened the record' }, { view: true })
  }
  return result
}

export const auditProcedure: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const changes = diff(PROCEDURE_FIELDS, operation === 'create' ? undefined : previousDoc, doc)
  await record(req, { customer: doc.customer, procedure: doc.id, action: `procedure.${operation}`, changes, subject: `“${doc.name}”` })
  // A procedure moved to another customer shows in both histories.
  const before = relationId(previousDoc?.customer)
  if (operation === 'update' && before !== undefined && before !== relationId(doc.customer)) {
    await record(req, { customer: before, procedure: doc.id, action: 'procedure.update', changes, subject: `“${doc.name}”` })
  }
  return doc
}

export const auditProcedureDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const changes = diff(PROCEDURE_FIELDS, doc, {})
  // The procedure is gone, so the entry does not link to it.
  await record(req, { customer: doc.customer, action: 'procedure.delete', changes, subject: `“${doc.name}”` })
  return doc
}

/** A customer removed by staff: the entry keeps who it was, since the link to them is gone. */
export const auditCustomerDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await record(req, { customer: undefined, action: 'customer.delete', changes: [{ field: 'customer', from: doc.id, to: null }], subject: String(doc.email) })
  return doc
}

/** A staff save refused as made from an outdated copy (hooks/concurrency.ts): what it would have
 * changed in the stored document, kept as an attempt so the history shows both editors. */
export async function auditRefusedUpdate(req: PayloadRequest, slug: string, stored: Doc, data: Doc) {
  const after = { ...stored, ...data }
  if (slug === 'customers') {
    await record(req, { customer: stored.id, action: 'customer.update.refused', changes: customerChanges(stored, after) }, { refused: true })
  } else if (slug === 'procedures') {
    const changes = diff(PROCEDURE_FIELDS, stored, after)
    await record(
      req,
      { customer: stored.customer, procedure: stored.id, action: 'procedure.update.refused', changes, subject: `“${String(stored.name)}”` },
      { refused: true },
    )
  }
}

/** A staff account's sign-in made weaker (two-factor sign-in turned off by its owner, or reset by
 * an admin): who did it to whom, in the same history as the changes to customers. */
export async function auditStaffSignIn(req: PayloadRequest, action: string, account: { email: string }, change: Change) {
  await record(req, { customer: undefined, action, changes: [change], subject: account.email })
}
