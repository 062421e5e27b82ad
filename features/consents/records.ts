import crypto from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { ConsentPurpose } from '../../common/consentPurposes'
import type { Language } from '../../common/languages'
import type { ConsentRecord } from '../../common/payload-types'
import { currentVersion } from './documents'

// The consent service: the only writer of consent-records. A consent is recorded against the version the site shows at
// that moment; a withdrawal is a new record naming the consent it ends, never a change to it.

type Id = number | string
/** Whom a consent is about: a customer or an updates subscriber, and their address. */
export type ConsentSubject = { customer: Id; email: string } | { subscriber: Id; email: string }
/** Where the consent came from: the page's language, the client key the server computed, the browser's user agent. */
export type ConsentSource = { language: Language; client: string; userAgent?: string | null }

/** A user agent is whatever the browser says; kept as evidence, bounded. */
const USER_AGENT_MAX = 512

export class NoConsentText extends Error {
  constructor(purpose: ConsentPurpose) {
    super(`No published consent text for "${purpose}": publish one in the admin (Content → Consent texts).`)
  }
}

const subjectFields = (who: ConsentSubject) =>
  'customer' in who ? { customer: who.customer as number, email: who.email } : { subscriber: who.subscriber as number, email: who.email }

const sourceFields = (source: ConsentSource) => ({
  language: source.language,
  client: source.client,
  userAgent: (source.userAgent ?? '').slice(0, USER_AGENT_MAX) || null,
})

/** Records a consent to the current version of `purpose`; `req` keeps it in the caller's transaction. */
export async function recordConsent(
  payload: Payload,
  purpose: ConsentPurpose,
  who: ConsentSubject,
  source: ConsentSource,
  extra: { signatureSha256?: string } = {},
  req?: PayloadRequest,
): Promise<ConsentRecord> {
  const text = await currentVersion(payload, purpose, req)
  if (!text) throw new NoConsentText(purpose)
  return payload.create({
    collection: 'consent-records',
    data: {
      action: 'given',
      purpose,
      version: text.version!,
      document: text.id,
      ...subjectFields(who),
      ...sourceFields(source),
      at: new Date().toISOString(),
      signatureSha256: extra.signatureSha256 ?? null,
      key: `given:${crypto.randomUUID()}`,
    },
    overrideAccess: true,
    req,
  })
}

const whereSubject = (who: ConsentSubject): Where => ('customer' in who ? { customer: { equals: who.customer } } : { subscriber: { equals: who.subscriber } })

/** The newest consent given for `purpose` by `who`. */
async function lastGiven(payload: Payload, purpose: ConsentPurpose, who: ConsentSubject): Promise<ConsentRecord | null> {
  const found = await payload.find({
    collection: 'consent-records',
    where: { and: [whereSubject(who), { purpose: { equals: purpose } }, { action: { equals: 'given' } }] },
    sort: '-at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

const withdrawalKey = (given: Pick<ConsentRecord, 'id'>) => `withdrawn:${given.id}`

/** Withdraws the newest consent `who` gave for `purpose`: false when there is none. Once per consent: the record's key
 * is unique, so a second withdrawal (even one posted at the same moment) stores nothing and counts as done. */
export async function withdrawConsent(payload: Payload, purpose: ConsentPurpose, who: ConsentSubject, source: ConsentSource): Promise<boolean> {
  const given = await lastGiven(payload, purpose, who)
  if (!given) return false
  const key = withdrawalKey(given)
  try {
    await payload.create({
      collection: 'consent-records',
      data: {
        action: 'withdrawn',
        purpose,
        version: given.version,
        document: given.document,
        ...subjectFields(who),
        ...sourceFields(source),
        at: new Date().toISOString(),
        key,
      },
      overrideAccess: true,
    })
  } catch (error) {
    const stored = await payload.find({ collection: 'consent-records', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })
    if (!stored.docs.length) throw error
  }
  return true
}

/** A consent as its owner sees it on the dashboard. */
export type ConsentView = { purpose: ConsentPurpose; version: number; givenAt: string; withdrawnAt: string | null }

/** A customer's consents, newest first: the last given per purpose, with its withdrawal if there is one. */
export async function customerConsents(payload: Payload, customer: Id): Promise<ConsentView[]> {
  const found = await payload.find({
    collection: 'consent-records',
    where: { customer: { equals: customer } },
    sort: '-at',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const withdrawals = new Map(found.docs.filter((r) => r.action === 'withdrawn').map((r) => [r.key, r.at]))
  const views: ConsentView[] = []
  for (const record of found.docs) {
    if (record.action !== 'given' || views.some((v) => v.purpose === record.purpose)) continue
    views.push({ purpose: record.purpose, version: record.version, givenAt: record.at, withdrawnAt: withdrawals.get(withdrawalKey(record)) ?? null })
  }
  return views
}
