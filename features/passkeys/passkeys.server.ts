import type { Payload } from 'payload'

// A customer's own passkeys on the dashboard: listed and removed only where they belong to the customer the session
// names; another customer's id lists and removes nothing.

export type PasskeyView = { id: string; browser: string | null; system: string | null; addedAt: string; lastUsedAt: string | null }

type Id = string | number

export async function customerPasskeyList(payload: Payload, customerId: Id): Promise<PasskeyView[]> {
  const { docs } = await payload.find({
    collection: 'customer-passkeys',
    where: { customer: { equals: customerId } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((key) => ({
    id: String(key.id),
    browser: key.browser ?? null,
    system: key.system ?? null,
    addedAt: key.createdAt,
    lastUsedAt: key.lastUsedAt ?? null,
  }))
}

/** Removes one of the customer's passkeys; false when the id names none of theirs. */
export async function removeCustomerPasskey(payload: Payload, customerId: Id, passkeyId: unknown): Promise<boolean> {
  if (typeof passkeyId !== 'string' || !/^[\w-]{1,64}$/.test(passkeyId)) return false
  const { docs } = await payload.delete({
    collection: 'customer-passkeys',
    where: { id: { equals: passkeyId }, customer: { equals: customerId } },
    overrideAccess: true,
  })
  return docs.length > 0
}
