import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Payload, PayloadRequest } from 'payload'
import { afterCommit } from './rawDb'
import { relationId } from './relationId'
import { increment, readCounter } from './sharedCounters'

// A count per customer that moves after every committed write to the customer's record or to any record naming them in
// `customer`: a page showing customers their own data may keep what it read under the count, and read again once it
// moved. The count never expires, and ids are never reused, so a count is never handed out twice for one customer.

type Id = string | number

const keyOf = (customer: Id) => `customerData:${customer}`

export async function customerDataVersion(payload: Payload, customer: Id): Promise<number> {
  return (await readCounter(payload, keyOf(customer)))?.count ?? 0
}

/** Moves the count of each customer named (ids or records), once the request's transaction has ended; for a write made
 * outside Payload's operations (their hooks do it for the others). */
export function customerDataChanged(payload: Payload, customers: unknown[], req?: PayloadRequest): Promise<void> {
  const ids = new Set(
    customers
      .map(relationId)
      .filter((id): id is Id => id !== undefined)
      .map(String),
  )
  return afterCommit(payload, req, 'customer data version', async () => {
    for (const id of ids) await increment(payload, keyOf(id), null)
  })
}

const namesCustomer = (collection: CollectionConfig) =>
  collection.fields.some((field) => 'name' in field && field.name === 'customer' && field.type === 'relationship' && field.relationTo === 'customers')

/** The collection with hooks that move the count of each customer a change or deletion touched (before and after a
 * change, as a record can move from one customer to another); other collections unchanged. */
export function withCustomerDataVersion(collection: CollectionConfig): CollectionConfig {
  const own = collection.slug === 'customers'
  if (!own && !namesCustomer(collection)) return collection
  const customersOf = (doc: Record<string, unknown> | undefined) => [own ? doc?.id : doc?.customer]
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await customerDataChanged(req.payload, [...customersOf(doc), ...customersOf(previousDoc)], req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await customerDataChanged(req.payload, customersOf(doc), req)
    return doc
  }
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterChange], afterDelete: [...(hooks.afterDelete ?? []), afterDelete] },
  }
}

// What pages read of a customer's own data, kept in this process under the count they read it at: asked for again, a
// page reads the count alone until a write moves it. A read under way is shared by the requests that arrive meanwhile
// (after a write, a busy customer's page is read once, not once per request). Bounded; the customers least recently
// served go first.
const KEPT_LIMIT = 2000
const kept = new Map<string, { version: number; value: Promise<unknown> }>()

/** `read()`'s result for this customer's `part`, read again only when `version` (read before) differs from the kept
 * one's. The value is shared by every request: callers never change it. A failed read is not kept. */
export function keptForCustomer<T>(part: string, customer: Id, version: number, read: () => Promise<T>): Promise<T> {
  const key = `${part}:${customer}`
  const hit = kept.get(key)
  if (hit) kept.delete(key)
  if (hit?.version === version) {
    kept.set(key, hit)
    return hit.value as Promise<T>
  }
  const value = read()
  kept.set(key, { version, value })
  if (kept.size > KEPT_LIMIT) kept.delete(kept.keys().next().value!)
  value.catch(() => kept.get(key)?.value === value && kept.delete(key))
  return value
}
