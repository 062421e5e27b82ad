import crypto from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { receivesSecurityNotices, hashPassword } from '../cabinet/index.server'
import { queueMail } from '../mail/index.server'

// An approved deletion: the person is gone from the account, what the law makes us keep (the balance and the procedures,
// with their history) stays, tied only to the record's number. Sign-in is impossible: the address is replaced and the
// password is one nobody knows; every session ends and every passkey goes; the signature file is removed, so its address answers 404; the
// conversations with back office go.

type Id = number | string

/** What the erased personal fields hold: nothing about the person, still valid for the schema. */
export const erasedProfile = (id: Id) => ({
  email: `erased-${id}@erased.invalid`,
  firstName: '—',
  lastName: '—',
  phone: '—',
  address: '—',
  signature: null,
  signatureHash: null,
  emailConfirmed: false,
  loginFailures: 0,
  lockUntil: null,
  resetNonce: null,
  resetExpiresAt: null,
  confirmNonce: null,
  confirmExpiresAt: null,
})

export async function eraseCustomer(payload: Payload, id: Id, req?: PayloadRequest): Promise<void> {
  const customer = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, req })
  // The last message, while the address is still known, and only to one the customer proved is theirs.
  if (receivesSecurityNotices(customer)) {
    await queueMail(payload, {
      to: customer.email,
      language: customer.language ?? 'en',
      template: 'accountDeleted',
      data: {},
      dedupeKey: `accountDeleted:${id}`,
    })
  }
  await payload.delete({ collection: 'customer-sessions', where: { customer: { equals: id } }, overrideAccess: true, req })
  await payload.delete({ collection: 'customer-passkeys', where: { customer: { equals: id } }, overrideAccess: true, req })
  // Conversations are the person's own words, not records to keep: they go. Documents (statements, contracts, procedure
  // reports) are the financial and care records, and stay with the record's number.
  await payload.delete({ collection: 'customer-messages', where: { customer: { equals: id } }, overrideAccess: true, req })
  await payload.delete({ collection: 'customer-threads', where: { customer: { equals: id } }, overrideAccess: true, req })
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'))
  await payload.update({ collection: 'customers', id, data: { ...erasedProfile(id), passwordHash }, overrideAccess: true, req })
  const signature = customer.signature
  if (signature !== null && signature !== undefined) {
    const signatureId = typeof signature === 'object' ? signature.id : signature
    await payload.delete({ collection: 'customer-signatures', id: signatureId, overrideAccess: true, req })
  }
}
