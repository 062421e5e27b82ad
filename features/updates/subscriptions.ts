import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import { isNewsTopic, type NewsTopic } from '../../common/newsTopics'
import type { Subscriber } from '../../common/payload-types'
import { validateUpdates, type UpdatesInput, type UpdatesOutcome } from '../../common/updateRules'
import { allow } from '../../platform/rateLimit'
import { recordConsent, withdrawConsent, type ConsentSource } from '../consents/index.server'
import { queueMail, nonce } from '../mail/index.server'
import { CONFIRM_TTL_MS, confirmToken, confirmUrl, manageToken, readConfirmToken, readManageToken, subscriberLinks } from './links'

// The updates sign-up with double opt-in: the form stores a pending sign-up and mails a link;
// only the address's owner, following it, makes it a subscription. The form's answer is the same
// whether the address was new, pending or confirmed, so it tells nobody who subscribes.

/** The confirmation is mailed again to a pending address at most this often. */
const RESEND_LIMIT = { max: 3, windowMs: 24 * 60 * 60_000 }

type Stored = Subscriber & { confirmNonce?: string | null; manageKey?: string | null }

async function findSubscriber(payload: Payload, where: Record<string, unknown>): Promise<Stored | null> {
  const found = await payload.find({ collection: 'subscribers', where: where as never, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  return (found.docs[0] as Stored | undefined) ?? null
}

const expiresAt = (subscriber: Pick<Subscriber, 'createdAt'>) => Date.parse(subscriber.createdAt) + CONFIRM_TTL_MS

async function mailConfirmation(payload: Payload, subscriber: Stored): Promise<void> {
  const links = subscriberLinks(subscriber.id, subscriber.manageKey!)
  await queueMail(payload, {
    to: subscriber.email,
    language: (subscriber.language ?? 'en') as Language,
    template: 'confirmSubscription',
    data: { confirmUrl: confirmUrl(confirmToken(subscriber.id, expiresAt(subscriber), subscriber.confirmNonce!)), ...links.data },
    headers: links.headers,
  })
}

/** A sign-up from the footer's action or the JSON API; `source` is where its consent came from. */
export async function subscribe(payload: Payload, input: UpdatesInput, source: ConsentSource): Promise<UpdatesOutcome> {
  const { language } = source
  const result = validateUpdates(input)
  if (!result.ok) return result
  let existing = await findSubscriber(payload, { email: { equals: result.email } })
  if (existing?.status === 'pending' && expiresAt(existing) <= Date.now()) {
    await payload.delete({ collection: 'subscribers', id: existing.id, overrideAccess: true })
    existing = null
  }
  if (existing) {
    // Pending: the link again (within a limit, so the form cannot be used to flood an inbox).
    if (existing.status === 'pending' && (await allow(payload, 'updatesResend', existing.email, RESEND_LIMIT))) await mailConfirmation(payload, existing)
    return { ok: true }
  }
  let created: Stored
  try {
    created = (await payload.create({
      collection: 'subscribers',
      data: {
        email: result.email,
        status: 'pending',
        consent: true,
        consentAt: new Date().toISOString(),
        consentLanguage: language,
        language,
        confirmNonce: nonce(),
        manageKey: nonce(),
      },
      overrideAccess: true,
      showHiddenFields: true,
    })) as Stored
  } catch (error) {
    // Two requests for one address can race past the lookup; the unique index keeps one.
    if (await findSubscriber(payload, { email: { equals: result.email } })) return { ok: true }
    throw error
  }
  try {
    const record = await recordConsent(payload, 'updates', { subscriber: created.id, email: created.email }, source)
    // The version agreed to, beside the sign-up too (consent-records holds the full record).
    await payload.update({ collection: 'subscribers', id: created.id, data: { consentVersion: `v${record.version}` }, overrideAccess: true })
  } catch (error) {
    // No sign-up without its consent on record.
    await payload.delete({ collection: 'subscribers', id: created.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
  await mailConfirmation(payload, created)
  return { ok: true }
}

export type Confirmed = { ok: true; manageToken: string } | { ok: false }

/** Follows a confirmation link: once, before it expires. */
export async function confirmSubscription(payload: Payload, token: unknown, now = Date.now()): Promise<Confirmed> {
  const read = readConfirmToken(token)
  if (!read || read.expiresAt <= now) return { ok: false }
  const subscriber = await findSubscriber(payload, { id: { equals: read.id } })
  if (!subscriber || !subscriber.confirmNonce || subscriber.confirmNonce !== read.nonce) return { ok: false }
  // The single-use value goes in the same write that confirms: a second use finds none.
  const updated = await payload.update({
    collection: 'subscribers',
    where: { and: [{ id: { equals: subscriber.id } }, { confirmNonce: { equals: read.nonce } }] },
    data: { status: 'confirmed', confirmedAt: new Date(now).toISOString(), confirmNonce: null },
    overrideAccess: true,
  })
  if (updated.docs.length !== 1) return { ok: false }
  return { ok: true, manageToken: manageToken(subscriber.id, subscriber.manageKey!) }
}

/** The subscriber a preferences or unsubscribe link names; null when it names none (any more). */
export async function subscriberByToken(payload: Payload, token: unknown): Promise<Stored | null> {
  const read = readManageToken(token)
  if (!read) return null
  const subscriber = await findSubscriber(payload, { id: { equals: read.id } })
  return subscriber && subscriber.manageKey === read.manageKey ? subscriber : null
}

export type Preferences = { topics: NewsTopic[]; language: Language }

export function readPreferences(form: { topics: unknown[]; language: unknown }): Preferences {
  return { topics: form.topics.filter(isNewsTopic), language: form.language === 'ru' ? 'ru' : 'en' }
}

/** Saves the topics and language; false when the link names no subscriber. */
export async function savePreferences(payload: Payload, token: unknown, preferences: Preferences): Promise<boolean> {
  const subscriber = await subscriberByToken(payload, token)
  if (!subscriber) return false
  await payload.update({ collection: 'subscribers', id: subscriber.id, data: preferences, overrideAccess: true })
  return true
}

/** Ends the subscription: the withdrawal of its consent is recorded (consent-records, with the client and browser that
 * asked), then the address is deleted. True also when it was already gone (a second click), false only for a link that
 * was never valid. */
export async function unsubscribe(payload: Payload, token: unknown, from: Omit<ConsentSource, 'language'>): Promise<boolean> {
  if (!readManageToken(token)) return false
  const subscriber = await subscriberByToken(payload, token)
  if (subscriber) {
    const language = (subscriber.language ?? 'en') as Language
    await withdrawConsent(payload, 'updates', { subscriber: subscriber.id, email: subscriber.email }, { ...from, language })
    await payload.delete({ collection: 'subscribers', id: subscriber.id, overrideAccess: true })
  }
  return true
}

/** Deletes the sign-ups whose confirmation link has expired unused. */
export async function sweepUnconfirmed(payload: Payload, now = Date.now()): Promise<void> {
  await payload.delete({
    collection: 'subscribers',
    where: { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than_equal: new Date(now - CONFIRM_TTL_MS).toISOString() } }] },
    overrideAccess: true,
  })
}
