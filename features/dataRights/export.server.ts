import { createLocalReq, type Payload } from 'payload'
import { centsToDecimalString } from '../../common/money'
import { allow } from '../../platform/rateLimit'
import { readStoredFile } from '../../platform/storedFiles'
import { readSession } from '../cabinet/index.server'
import { deletionRequestOf } from './deletion'
import { staffViews } from './views'

// "Download my data": everything the site keeps about the signed-in customer, and nothing about anyone else, in one
// document. The customer comes from the session alone; every read below is filtered by that customer's id.

type Id = number | string
type Raw = Record<string, unknown>

/** Exports a customer may make; counted in the database per customer, so every process keeps one budget. */
export const EXPORT_LIMIT = { max: 10, windowMs: 60 * 60_000 }

export type ExportOutcome = { status: 'anonymous' } | { status: 'limited' } | { status: 'ok'; data: CustomerData }

export type CustomerData = Awaited<ReturnType<typeof collect>>

const all = { pagination: false, depth: 0, overrideAccess: true } as const

/** The changes an entry lists, without the fields naming another record's owner (a procedure moved between customers). */
const ownChanges = (changes: unknown) =>
  Array.isArray(changes) ? (changes as { field: string; from: unknown; to: unknown }[]).filter((c) => c.field !== 'customer') : []

async function signatureOf(payload: Payload, ref: unknown) {
  if (ref === null || ref === undefined) return null
  const id = typeof ref === 'object' ? (ref as { id: Id }).id : (ref as Id)
  const file = await payload.findByID({ collection: 'customer-signatures', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!file) return null
  const png = await readStoredFile(await createLocalReq({}, payload), 'customer-signatures', file)
  return { sha256: file.sha256, savedAt: file.createdAt, pngBase64: png ? png.toString('base64') : null }
}

async function collect(payload: Payload, id: Id) {
  const c = (await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })) as unknown as Raw
  const mine = { customer: { equals: id } }
  const [procedures, consents, sessions, history, threads, messages, documents, corrections, passkeys] = await Promise.all([
    payload.find({ collection: 'procedures', where: mine, sort: 'paymentDate', ...all }),
    payload.find({ collection: 'consent-records', where: mine, sort: 'at', ...all }),
    payload.find({ collection: 'customer-sessions', where: mine, sort: 'createdAt', ...all }),
    payload.find({ collection: 'audit-log', where: mine, sort: 'createdAt', ...all }),
    payload.find({ collection: 'customer-threads', where: mine, sort: 'createdAt', ...all }),
    payload.find({ collection: 'customer-messages', where: mine, sort: 'createdAt', ...all }),
    payload.find({ collection: 'customer-documents', where: mine, sort: 'createdAt', locale: 'all', ...all }),
    payload.find({ collection: 'detail-corrections', where: mine, sort: 'createdAt', ...all }),
    payload.find({ collection: 'customer-passkeys', where: mine, sort: 'createdAt', ...all }),
  ])
  return {
    generatedAt: new Date().toISOString(),
    controller: 'Veltrana Group',
    profile: {
      id: String(c.id),
      email: c.email,
      emailConfirmed: c.emailConfirmed,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      address: c.address,
      language: c.language,
      registeredAt: c.regTime,
    },
    signature: await signatureOf(payload, c.signature),
    balance: { cents: c.balance as number, amount: centsToDecimalString((c.balance as number) ?? 0), shownOnDashboard: c.showTotal === true },
    procedures: procedures.docs.map((p) => ({
      name: p.name,
      description: p.description ?? '',
      paymentDate: p.paymentDate ?? null,
      priceCents: p.price,
      price: centsToDecimalString(p.price ?? 0),
      status: p.status,
    })),
    consents: consents.docs.map((r) => ({
      action: r.action,
      purpose: r.purpose,
      version: r.version,
      at: r.at,
      language: r.language,
      email: r.email,
      client: r.client ?? null,
      browser: r.userAgent ?? null,
      signatureSha256: r.signatureSha256 ?? null,
    })),
    // The sessions' times only: the stored value is a keyed digest of the cookie, of no use to anyone.
    sessions: sessions.docs.map((s) => ({ startedAt: s.createdAt, lastSeenAt: s.lastSeenAt, endsAt: s.expiresAt, browser: s.userAgent ?? null })),
    // Which devices hold a passkey and when each was added and used; never the key or its id.
    passkeys: passkeys.docs.map((k) => ({ browser: k.browser ?? null, system: k.system ?? null, addedAt: k.createdAt, lastUsedAt: k.lastUsedAt ?? null })),
    // Back office's side of a conversation is named by its role only, as in the dashboard.
    conversations: threads.docs.map((t) => ({
      type: t.type,
      status: t.status,
      startedAt: t.createdAt,
      messages: messages.docs
        .filter((m) => String(m.thread) === String(t.id))
        .map((m) => ({ at: m.createdAt, from: m.author, body: m.body, readAt: m.readAt ?? null })),
    })),
    documents: documents.docs.map((d) => ({ title: d.title, kind: d.kind, addedAt: d.createdAt, file: d.filename ?? null, bytes: d.filesize ?? null })),
    // Staff are named by role only (features/dataRights/views.ts).
    history: history.docs.map((e) => ({ at: e.createdAt, action: e.action, role: e.actorRole ?? null, changes: ownChanges(e.changes) })),
    staffViews: await staffViews(payload, id, false),
    // The notices of details back office changed: which fields, when, and when the customer dismissed each.
    detailChanges: corrections.docs.map((n) => ({ at: n.createdAt, fields: n.fields, dismissedAt: n.dismissedAt ?? null })),
    deletionRequest: await deletionRequestOf(payload, id),
  }
}

/** The signed-in customer's data, once the budget allows; nothing without a session that may see personal data. */
export async function exportCustomerData(payload: Payload, token: string | null): Promise<ExportOutcome> {
  const session = await readSession(payload, token)
  if (session === null || session.passwordChangeRequired) return { status: 'anonymous' }
  const customer = await payload.findByID({ collection: 'customers', id: session.customerId, depth: 0, overrideAccess: true, disableErrors: true })
  // A locked account shows nothing personal (features/cabinet/profile.ts).
  if (!customer || customer.locked) return { status: 'anonymous' }
  if (!(await allow(payload, 'dataExport', String(customer.id), EXPORT_LIMIT))) return { status: 'limited' }
  return { status: 'ok', data: await collect(payload, customer.id) }
}
