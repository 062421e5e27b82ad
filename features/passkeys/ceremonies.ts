import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import type { Payload } from 'payload'
import { sessionSecret } from '../../common/env.server'
import { customerDataChanged } from '../../platform/customerData'
import { LIMITS, allow } from '../../platform/rateLimit'
import { rawDb } from '../../platform/rawDb'
import { openSession, type ClientContext, type SignedIn, describeAgent, signedInCustomer } from '../cabinet/index.server'
import { claimChallenge, issueChallenge, CHALLENGE_TTL_MS } from './challenges'
import { PASSKEY_MESSAGES } from './messages'
import { RP_NAME, relyingParty } from './relyingParty'
import { readAuthentication, readRegistration, signedChallenge } from './responses'

// The two WebAuthn ceremonies, adding a passkey and signing in with one, by @simplewebauthn/server. Each has two steps:
// options with a fresh challenge, then the browser's response checked against that challenge, taken once from the
// database, the configured origin and relying party id, and the stored key and counter.

type Id = string | number
export type PasskeyFailure = { ok: false; status: 400 | 401 | 403 | 429; error: string }
type Outcome<T> = ({ ok: true } & T) | PasskeyFailure

/** More than anyone has devices; keeps a session from filling the table. */
export const MAX_PASSKEYS = 20
/** Every passkey request from one client counts against the password sign-in's budget, under its own name. */
const RATE_ACTION = 'passkey'

const fail = (status: PasskeyFailure['status'], error: string): PasskeyFailure => ({ ok: false, status, error })
const limited = async (payload: Payload, ctx: ClientContext) => !(await allow(payload, RATE_ACTION, ctx.client, LIMITS.login))

/** The user handle the authenticator keeps: the same for every passkey of one customer (so a device replaces its own
 * passkey rather than adding another), telling nothing of the customer's id. */
const userHandle = (customerId: Id) =>
  new Uint8Array(crypto.createHmac('sha256', sessionSecret()).update(`passkey-user:${customerId}`).digest().subarray(0, 16))

async function customerPasskeys(payload: Payload, customerId: Id) {
  const { docs } = await payload.find({
    collection: 'customer-passkeys',
    where: { customer: { equals: customerId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const transportsOf = (value: unknown) => (Array.isArray(value) ? (value as AuthenticatorTransport[]) : undefined)

export async function registrationOptions(
  payload: Payload,
  token: string | null,
  ctx: ClientContext,
): Promise<Outcome<{ options: PublicKeyCredentialCreationOptionsJSON }>> {
  if (await limited(payload, ctx)) return fail(429, PASSKEY_MESSAGES.tooMany)
  const who = await signedInCustomer(payload, token)
  if (who.status !== 'ok') return fail(401, PASSKEY_MESSAGES.signedOut)
  const existing = await customerPasskeys(payload, who.customerId)
  if (existing.length >= MAX_PASSKEYS) return fail(400, PASSKEY_MESSAGES.tooManyKeys)
  const challenge = await issueChallenge(payload, 'register', who.customerId)
  const { customer } = who
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().id,
    userName: String(customer.email),
    userID: userHandle(who.customerId),
    userDisplayName: `${String(customer.firstName ?? '')} ${String(customer.lastName ?? '')}`.trim(),
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: transportsOf(key.transports) })),
    // Discoverable, so signing in needs no address; verified (PIN, fingerprint), so the passkey alone is enough.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  return { ok: true, options }
}

/** Checks the browser's new passkey and keeps it for the signed-in customer the challenge was issued to. */
export async function finishRegistration(payload: Payload, token: string | null, body: unknown, ctx: ClientContext): Promise<Outcome<{ id: string }>> {
  if (await limited(payload, ctx)) return fail(429, PASSKEY_MESSAGES.tooMany)
  const who = await signedInCustomer(payload, token)
  if (who.status !== 'ok') return fail(401, PASSKEY_MESSAGES.signedOut)
  const response = readRegistration(body)
  const challenge = response && signedChallenge(response.response.clientDataJSON)
  if (!response || !challenge) return fail(400, PASSKEY_MESSAGES.invalid)
  const issuedTo = await claimChallenge(payload, challenge, 'register')
  if (issuedTo === undefined || String(issuedTo) !== String(who.customerId)) return fail(400, PASSKEY_MESSAGES.expired)
  const { id: rpID, origin } = relyingParty()
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null)
  if (!verified?.verified || !verified.registrationInfo) return fail(400, PASSKEY_MESSAGES.failed)
  if ((await customerPasskeys(payload, who.customerId)).length >= MAX_PASSKEYS) return fail(400, PASSKEY_MESSAGES.tooManyKeys)
  const { credential } = verified.registrationInfo
  const created = await payload
    .create({
      collection: 'customer-passkeys',
      data: {
        customer: who.customerId as number,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        ...describeAgent(ctx.userAgent),
      },
      overrideAccess: true,
    })
    // The credential id is unique: this passkey is kept already.
    .catch(() => null)
  if (!created) return fail(400, PASSKEY_MESSAGES.failed)
  return { ok: true, id: String(created.id) }
}

/** Options for signing in with any passkey of this site (discoverable: no address asked). */
export async function signInOptions(payload: Payload, ctx: ClientContext): Promise<Outcome<{ options: PublicKeyCredentialRequestOptionsJSON }>> {
  if (await limited(payload, ctx)) return fail(429, PASSKEY_MESSAGES.tooMany)
  const challenge = await issueChallenge(payload, 'signIn')
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: [],
    userVerification: 'required',
  })
  return { ok: true, options }
}

/** Checks a passkey's signature and starts the customer's session exactly as a password sign-in does. */
export async function finishSignIn(payload: Payload, body: unknown, ctx: ClientContext): Promise<SignedIn | PasskeyFailure> {
  if (await limited(payload, ctx)) return fail(429, PASSKEY_MESSAGES.tooMany)
  const response = readAuthentication(body)
  const challenge = response && signedChallenge(response.response.clientDataJSON)
  if (!response || !challenge) return fail(400, PASSKEY_MESSAGES.invalid)
  // Taken before anything else is checked: a challenge answers one attempt, whatever its outcome.
  if ((await claimChallenge(payload, challenge, 'signIn')) === undefined) return fail(400, PASSKEY_MESSAGES.expired)
  const { docs } = await payload.find({
    collection: 'customer-passkeys',
    where: { credentialId: { equals: response.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const passkey = docs[0]
  if (!passkey) return fail(401, PASSKEY_MESSAGES.failed)
  const { id: rpID, origin } = relyingParty()
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: true,
  }).catch(() => null)
  if (!verified?.verified) return fail(401, PASSKEY_MESSAGES.failed)
  // The counter the library checked against may have moved since it was read: only one use of each value gets through.
  if (!(await advanceCounter(payload, passkey.id, passkey.counter, verified.authenticationInfo.newCounter))) return fail(401, PASSKEY_MESSAGES.failed)

  const customerId = typeof passkey.customer === 'object' ? passkey.customer.id : passkey.customer
  // The passkey's "last used" changed outside Payload's operations, whose hooks would have said so.
  await customerDataChanged(payload, [customerId])
  const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!customer) return fail(401, PASSKEY_MESSAGES.failed)
  if (customer.locked) return fail(403, PASSKEY_MESSAGES.locked)
  return openSession(payload, customer, ctx)
}

/** Stores the counter a sign-in reported and when, only where the stored one is still the one checked against: of two
 * sign-ins with one counter value, in any processes, one gets through. */
async function advanceCounter(payload: Payload, id: Id, from: number, to: number, now = new Date()): Promise<boolean> {
  const raw = await rawDb(payload)
  if (raw.kind === 'sqlite') {
    const rows = await raw.db.all<{ id: unknown }>(sql`
      UPDATE customer_passkeys SET counter = ${to}, last_used_at = ${now.toISOString()}
      WHERE id = ${id} AND counter = ${from} RETURNING id`)
    return rows.length === 1
  }
  const result = await raw.adapter.collections['customer-passkeys']!.updateOne({ _id: id, counter: from }, { $set: { counter: to, lastUsedAt: now } })
  return result.modifiedCount === 1
}
